// The page's HTML already shows the sign-in screen (rendered at build time, shell/prerender); this entry makes
// its Sign In answer a press at once and loads the app on the player's first sign of intent: no React, federation
// runtime, schema or HTTP client before then (docs/performance.md, "Sign In works before React").
import '@companion/tab-kit/tokens.css';
import './styles.css';
import { bootOnIntent } from './boot/bootOnIntent';
import { prefetchSessionFilesAfterTheFirst } from './boot/sessionFiles';

prefetchSessionFilesAfterTheFirst();
bootOnIntent();
