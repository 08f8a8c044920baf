import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ROUTES } from '@shared/constants/routes';
import { HELP_PAGES } from '@shared/constants/help-pages';
import { HelpPage } from './help-page';

const open = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/yardim/*" element={<HelpPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('help pages', () => {
  it('MBS nedir: the title, its sections and the MBS table', () => {
    open(ROUTES.helpMbs);
    expect(screen.getByRole('heading', { level: 1, name: 'MBS Nedir?' })).toBeTruthy();
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2).toEqual(expect.arrayContaining(['MBS nasıl okunur?', 'Kuponda hangi MBS geçerlidir?', 'Sistem kuponlarında MBS']));
    const table = screen.getByRole('table', { name: 'MBS değerine göre kupondaki en az maç sayısı' });
    expect(within(table).getByRole('rowheader', { name: '1' })).toBeTruthy();
    expect(document.title).toBe('MBS Nedir? - iddaa');
  });

  it('Sistem kupon: the column counts and the worked example with its amount and winnings', () => {
    open(ROUTES.helpSystemCoupon);
    expect(screen.getByRole('heading', { level: 1, name: 'Sistem Kupon Nasıl Oynanır?' })).toBeTruthy();
    const counts = screen.getByRole('table', { name: 'Maç sayısına ve sisteme göre kolon sayısı' });
    const sixEvents = within(counts).getByRole('row', { name: /^6 maç/ });
    expect(within(sixEvents).getAllByRole('cell').map((c) => c.textContent)).toEqual(['15', '20', '15', '6']);
    expect(screen.getByText(/toplam 10 kolon/).textContent).toContain('50,00 TL');
    const won = screen.getByRole('table', { name: 'A, B ve C tuttuğunda kazanan kolonlar' });
    expect(within(won).getByRole('row', { name: /Toplam/ }).textContent).toContain('73,50 TL');
  });

  it('iddaa kuralları: minimum stake, maximum winnings, play times and postponements at 1,00', () => {
    open(ROUTES.helpRules);
    expect(screen.getByRole('heading', { level: 1, name: 'iddaa Kuralları' })).toBeTruthy();
    for (const name of ['Kupon bedeli ve misli', 'İkramiye ve en yüksek ikramiye', 'Oynama zamanları', 'Ertelenen ve iptal edilen maçlar'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    const limits = screen.getByRole('table', { name: 'Kupon bedeli sınırları' });
    expect(within(limits).getByRole('row', { name: /En düşük kupon bedeli/ }).textContent).toContain('50,00 TL');
    expect(within(limits).getByRole('row', { name: /en yüksek ikramiye/ }).textContent).toContain('12.500.000,00 TL');
    expect(screen.getByText(/23:55 ile 00:10 arasında/)).toBeTruthy();
    expect(screen.getByText(/1,00 oran ile değerlendirilir\. Kupon kalan/)).toBeTruthy();
  });

  it('links the other help pages at the foot, and every page has sections', () => {
    open(ROUTES.helpRules);
    const more = screen.getByRole('navigation', { name: 'Diğer yardım sayfaları' });
    expect(within(more).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([ROUTES.helpMbs, ROUTES.helpSystemCoupon]);
    for (const page of Object.values(HELP_PAGES)) expect(page.sections.length).toBeGreaterThan(2);
  });
});
