// The page's HTML already shows the sign-in screen (rendered at build time, shell/prerender); this chunk makes
// it work. It is a plain bundle: no federation runtime, schema or HTTP client before a player signs in.
import '@companion/tab-kit/tokens.css';
import './styles.css';
import { startApp } from './boot/startApp';

startApp();
