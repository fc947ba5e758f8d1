// Shared modules are negotiated asynchronously; everything that imports them starts behind this boundary.
import('./bootstrap');
