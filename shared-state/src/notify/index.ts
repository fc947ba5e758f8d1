export { notify, onNotice, lastNotice, type Notice, type NoticeTone } from './notify';
