/**
 * Copies text to the clipboard: the Clipboard API where the page may use it, else a selected hidden
 * text area and the copy command (older wallet browsers, pages not in a secure context). Resolves to
 * whether the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch (error) {
    console.warn('The clipboard refused the text; trying the copy command', error);
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  area.select();
  area.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch (error) {
    console.warn('The copy command failed', error);
  }
  area.remove();
  focused?.focus();
  return copied;
}
