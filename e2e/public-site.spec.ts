import { expect, test } from './fixtures';

test('a visitor lands, looks at pricing, and sends a message to sales', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Run your small business from one place' })).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} SmallBiz CRM`)).toBeVisible();

  await page.getByRole('link', { name: 'View Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Contact Sales' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByLabel('Full Name').fill('Vera Visitor');
  await page.getByLabel('Email Address').fill(`vera-${Date.now()}@example.com`);
  await page.getByLabel('Company Name (optional)').fill('Visitor & Co');
  await page.getByLabel('Message').fill('We would like a demo for 12 people.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
});
