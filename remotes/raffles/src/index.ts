// Standalone entry for the tab team's own development; the shell loads ./App through federation instead.
import('./bootstrap');
