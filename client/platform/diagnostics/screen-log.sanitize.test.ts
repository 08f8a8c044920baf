/** The screen log's sanitiser: structure kept, values, tokens and personal data gone. */
import { describe, expect, it } from 'vitest';
import { redactText, sanitizeRegion } from './screen-log.sanitize';

const region = (html: string): Element => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
};

describe('screen-log sanitiser', () => {
  it('keeps the structure, classes and visible texts of a coupon region', () => {
    const out = sanitizeRegion(region('<section class="coupon-panel" aria-label="Kuponum"><h2>Kuponum</h2><span class="odd">1,85</span></section>'), 10_000);
    expect(out).toBe('<div><section class="coupon-panel" aria-label="Kuponum"><h2>Kuponum</h2><span class="odd">1,85</span></section></div>');
  });

  it('strips input values, text areas, selections, hidden inputs and the anti-forgery token', () => {
    const out = sanitizeRegion(region(
      '<form><input name="__RequestVerificationToken" type="hidden" value="tok-123">' +
      '<input type="password" name="p" value="Demo.1234"><input name="misli" value="5" data-x="1">' +
      '<textarea name="c">gizli not</textarea><select name="s"><option selected>Ayşe</option></select></form>'), 10_000);
    expect(out).toBe('<div><form><input type="password" name="p"><input name="misli"><textarea name="c"></textarea><select name="s"></select></form></div>');
    expect(out).not.toMatch(/tok-123|Demo\.1234|gizli|Ayşe|value=/);
  });

  it('drops scripts, styles, frames, images, event handlers and private regions', () => {
    const out = sanitizeRegion(region(
      '<div onclick="steal()" style="color:red"><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>' +
      '<img src="data:x"><div class="header-login__who"><span>Mehmet Yılmaz</span></div><p data-private>TC 12345678028</p>ok</div>'), 10_000);
    expect(out).toBe('<div><div>ok</div></div>');
  });

  it('keeps only the path of links', () => {
    const out = sanitizeRegion(region('<a href="/Kupon/Detay?token=abc#x">a</a><a href="javascript:alert(1)">b</a>'), 10_000);
    expect(out).toBe('<div><a href="/Kupon/Detay">a</a><a>b</a></div>');
  });

  it('redacts e-mails, long numbers, amounts and tokens, and keeps odds, codes and times', () => {
    expect(redactText('demo@example.com 0532 123 45 67 TC 12345678028 Üye 10000001')).toBe('[e-posta] [numara] TC [numara] Üye [numara]');
    expect(redactText('Bakiye 1.234,50 TL, oran 1,85, kod 4321, 20:45')).toBe('Bakiye [tutar], oran 1,85, kod 4321, 20:45');
    expect(redactText('eyJhbGciOiJIUzI1NiJ9abcdefgh')).toBe('[anahtar]');
  });

  it('escapes markup in texts and attributes and stays within the length', () => {
    const el = region('');
    el.appendChild(document.createTextNode('<b>&</b>'));
    expect(sanitizeRegion(el, 10_000)).toBe('<div>&lt;b&gt;&amp;&lt;/b&gt;</div>');
    const long = region(`<p>${'ab '.repeat(200)}</p>`);
    expect(sanitizeRegion(long, 100)).toHaveLength(100);
  });
});
