import type { Locator, Page } from '@playwright/test';
import { expect } from '../../fixtures/test';

export const CHAT = '[data-section="mf_chat/SupportChat"]';

export const launcher = (page: Page) => page.getByRole('button', { name: 'Open support chat' });
export const chatPanel = (page: Page) => page.getByRole('dialog', { name: 'Support chat' });
export const chatInput = (page: Page) => chatPanel(page).getByRole('textbox', { name: 'Your question' });
export const sendButton = (page: Page) => chatPanel(page).getByRole('button', { name: /^Send/ });
export const messages = (page: Page, sender?: 'user' | 'agent') =>
  chatPanel(page).locator(sender ? `[data-sender="${sender}"]` : '[data-sender]');

/** Opens the chat from its button (the remote loads at the first interaction after the page has loaded). */
export async function openChat(page: Page): Promise<Locator> {
  await expect(launcher(page)).toBeVisible({ timeout: 20_000 });
  await launcher(page).click();
  await expect(chatPanel(page)).toBeVisible();
  return chatPanel(page);
}

/** Types a question, sends it with Enter and waits for Fin's answer; returns the answer's text. */
export async function ask(page: Page, question: string): Promise<string> {
  const before = await messages(page, 'agent').count();
  await chatInput(page).fill(question);
  await chatInput(page).press('Enter');
  await expect(messages(page, 'agent')).toHaveCount(before + 1, { timeout: 30_000 });
  return (await messages(page, 'agent').nth(before).locator('p').textContent()) ?? '';
}
