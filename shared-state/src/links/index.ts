export { externalLinkProps, openExternal, provideLinkOpener, type LinkOpener } from './openExternal';
