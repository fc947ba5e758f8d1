import { predictedAppFiles } from './predictedAppFiles';

describe('the App files predicted from a remote’s entry', () => {
  it('sit in a deployed version’s folder', () => {
    expect(predictedAppFiles('https://tabs.example/home/1.4.0/remoteEntry.js')).toEqual([
      'https://tabs.example/home/1.4.0/__federation_expose_App.js',
      'https://tabs.example/home/1.4.0/__federation_expose_App.css',
    ]);
  });

  it('sit beside a fixed entry (a dev server, the local stack’s own build)', () => {
    expect(predictedAppFiles('http://127.0.0.1:3001/remoteEntry.js')).toEqual([
      'http://127.0.0.1:3001/__federation_expose_App.js',
      'http://127.0.0.1:3001/__federation_expose_App.css',
    ]);
  });

  it('sit beside a manifest given as the entry', () => {
    expect(predictedAppFiles('https://tabs.example/raffles/2.0.0/mf-manifest.json')).toEqual([
      'https://tabs.example/raffles/2.0.0/__federation_expose_App.js',
      'https://tabs.example/raffles/2.0.0/__federation_expose_App.css',
    ]);
  });
});
