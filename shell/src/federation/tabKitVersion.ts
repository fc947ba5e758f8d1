/** The tab kit's version the shell provides to the tabs (shell/tabKitVersion.cjs, compiled in). */
declare const __TAB_KIT_VERSION__: string;
export const TAB_KIT_VERSION = __TAB_KIT_VERSION__;
