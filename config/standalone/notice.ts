import { create } from 'zustand';

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';

/** The standalone page's one line of news: its own and what the tab notifies (the shell shows toasts). */
export const useNotice = create<{ text: string }>()(() => ({ text: '' }));

export function showNotice(text: string): void {
  useNotice.setState({ text });
}
