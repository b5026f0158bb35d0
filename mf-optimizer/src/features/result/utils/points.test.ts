import { points } from './points';

test('an APY change reads as signed percentage points', () => {
  expect(points(1.4)).toBe('+1.40 pts');
  expect(points(0)).toBe('+0.00 pts');
  expect(points(-0.204)).toBe('-0.20 pts');
});
