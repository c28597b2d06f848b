// A definition shown on hover or focus can be dismissed with Escape without
// moving the pointer or the focus (WCAG 1.4.13), and shows again the next
// time the reader points at or focuses its term. Without JavaScript the
// definition still shows and hides with hover and focus (gameData.css).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export const dismissedClass = 'game-term--dismissed';

function leftTerm(event: MouseEvent | FocusEvent): void {
  const term = event.target instanceof Element ? event.target.closest('.game-term') : null;
  if (!term || (event.relatedTarget instanceof Node && term.contains(event.relatedTarget))) return;
  term.classList.remove(dismissedClass);
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    document.querySelectorAll('.game-term:hover, .game-term:focus-within').forEach((term) => term.classList.add(dismissedClass));
  });
  document.addEventListener('mouseout', leftTerm);
  document.addEventListener('focusout', leftTerm);
}
