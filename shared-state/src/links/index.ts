export { externalLinkProps, openExternal, provideLinkOpener, type LinkOpener } from './openExternal';
export { copyText } from './copyText';
