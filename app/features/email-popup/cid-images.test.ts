import { describe, expect, it } from "vitest";
import { cidReferences, contentIdKey, rewriteCidImages } from "./cid-images";

const logo = "/logo.png";
const sources = new Map([["logo@klant.test", logo]]);

describe("contentIdKey", () => {
  it("reads a Content-ID header and a cid: URL alike", () => {
    expect(contentIdKey("<Logo@Klant.test>")).toBe("logo@klant.test");
    expect(contentIdKey("logo%40klant.test")).toBe("logo@klant.test");
    expect(contentIdKey(" image001.png@01D9 ")).toBe("image001.png@01d9");
    expect(contentIdKey("100%sure")).toBe("100%sure");
  });
});

describe("cidReferences", () => {
  it("lists each image's Content-ID once, whatever the quotes or case", () => {
    const html = [
      '<img src="cid:logo@klant.test">',
      "<IMG alt='x' SRC='CID:Logo@Klant.test'>",
      "<img src=cid:stamp@klant.test width=1>",
      '<a href="cid:not-an-image">x</a>',
      '<img src="https://tracker.test/p.gif">',
    ].join("");
    expect(cidReferences(html)).toEqual(["logo@klant.test", "stamp@klant.test"]);
  });
});

describe("rewriteCidImages", () => {
  it("points known references at their source, in double, single or no quotes and any case", () => {
    expect(rewriteCidImages('<p><img src="cid:logo@klant.test" alt="Logo"></p>', sources)).toBe(
      `<p><img src="${logo}" alt="Logo"></p>`,
    );
    expect(rewriteCidImages("<img alt='a > b' src='cid:logo@klant.test'>", sources)).toBe(
      `<img alt='a > b' src="${logo}">`,
    );
    expect(rewriteCidImages("<IMG SRC=CID:LOGO@KLANT.TEST>", sources)).toBe(`<IMG SRC="${logo}">`);
    expect(rewriteCidImages('<img src = " cid:logo%40klant.test">', sources)).toBe(
      `<img src = "${logo}">`,
    );
  });

  it("leaves an unknown reference, and cid: outside an image's source, as they were", () => {
    const html = [
      '<img src="cid:unknown@klant.test">',
      '<img data-src="cid:logo@klant.test">',
      '<a href="cid:logo@klant.test">logo</a>',
      "<p>src=cid:logo@klant.test</p>",
    ].join("");
    expect(rewriteCidImages(html, sources)).toBe(html);
    expect(rewriteCidImages('<img src="cid:logo@klant.test">', new Map())).toBe(
      '<img src="cid:logo@klant.test">',
    );
  });

  it("writes a source that cannot close its attribute", () => {
    expect(
      rewriteCidImages('<img src="cid:logo@klant.test">', new Map([["logo@klant.test", 'a"b']])),
    ).toBe('<img src="a%22b">');
  });
});
