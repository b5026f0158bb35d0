import { executeHint } from './ExecuteBar';

test('the line beside Execute says what will run, or why nothing can', () => {
  expect(executeHint(0, 0)).toBe('Select at least one recommendation.');
  expect(executeHint(2, 0)).toBe('No move into the selected pools pays for itself.');
  expect(executeHint(1, 1)).toBe('1 move, run one at a time; your wallet signs each step.');
  expect(executeHint(3, 2)).toBe('2 moves, run one at a time; your wallet signs each step.');
});
