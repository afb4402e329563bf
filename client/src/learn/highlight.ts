/** Ring the control a lesson step points at (by its data-testid), following it as panels rebuild. */
export function controlHighlight(): { show(testid: string | null): void; dispose(): void } {
  let wanted: string | null = null;
  const apply = () => {
    document.querySelectorAll('.coach-highlight').forEach((e) => {
      if (!wanted || (e as HTMLElement).dataset.testid !== wanted) e.classList.remove('coach-highlight');
    });
    if (wanted) document.querySelectorAll(`[data-testid="${CSS.escape(wanted)}"]`).forEach((e) => e.classList.add('coach-highlight'));
  };
  const timer = setInterval(apply, 300);
  return {
    show(testid) {
      wanted = testid;
      apply();
    },
    dispose() {
      clearInterval(timer);
      wanted = null;
      apply();
    },
  };
}
