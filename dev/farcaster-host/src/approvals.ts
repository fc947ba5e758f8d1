/** One request shown to the person: what it asks, and their answer. */
export interface Approval {
  /** What is asked, in a line ("Sign this message"). */
  title: string;
  /** What is signed: the message text, or what the transaction holds. */
  detail: string;
}

/**
 * Shows each request in the page's sheet with Approve and Reject, one at a time, and resolves to the
 * person's answer. Counts the requests asked on the sheet itself (`data-asked`), for the tests.
 */
export function createApprovals(sheet: HTMLElement): (approval: Approval) => Promise<boolean> {
  let queue = Promise.resolve();
  let asked = 0;
  sheet.dataset.asked = '0';
  const ask = ({ title, detail }: Approval) =>
    new Promise<boolean>((resolve) => {
      asked += 1;
      sheet.dataset.asked = String(asked);
      const heading = document.createElement('h2');
      heading.textContent = title;
      const what = document.createElement('pre');
      what.className = 'what';
      what.textContent = detail;
      const approve = document.createElement('button');
      approve.type = 'button';
      approve.textContent = 'Approve';
      const reject = document.createElement('button');
      reject.type = 'button';
      reject.textContent = 'Reject';
      const answer = (approved: boolean) => {
        sheet.hidden = true;
        sheet.replaceChildren();
        resolve(approved);
      };
      approve.addEventListener('click', () => answer(true));
      reject.addEventListener('click', () => answer(false));
      const buttons = document.createElement('div');
      buttons.className = 'buttons';
      buttons.append(reject, approve);
      sheet.replaceChildren(heading, what, buttons);
      sheet.setAttribute('aria-label', title);
      sheet.hidden = false;
      approve.focus();
    });
  return (approval) => {
    const answered = queue.then(() => ask(approval));
    queue = answered.then(() => undefined);
    return answered;
  };
}
