/* A rules page's link to the other language keeps the reader's place: both pages have the same
   rule ids, so the link takes along the address's #B-12 (or #gharat) as it is when clicked, or,
   when the reader has scrolled there without a link, the first rule or heading in view. */
function place() {
  if (location.hash || window.scrollY === 0) return location.hash;
  const bar = document.querySelector(".page-nav").getBoundingClientRect().bottom;
  const seen = [...document.querySelectorAll(".rule[id], h2[id]")]  // a few lines of it shown
    .find((el) => el.getBoundingClientRect().bottom > bar + 40);
  return seen ? "#" + seen.id : "";
}
for (const link of document.querySelectorAll("a.lang-link")) {
  link.addEventListener("click", () => { link.hash = place(); });
}

/* Opened from a table of this site (its menu's Rules), the page's first link goes back to that
   table, game and setup as its address has them, rather than to the home; the table's own
   menu has All games. Not from a table in another site's frame: its Rules open in a tab of
   their own, where that address would show the bare frame, its game started over. */
const home = document.querySelector("a.home-link[data-back]");
let from = null;
try { from = new URL(document.referrer); } catch { /* no referrer: a link from elsewhere */ }
if (home && from && from.origin === location.origin && from.searchParams.has("game")
    && !from.searchParams.has("embed")) {
  home.href = from.href;
  home.textContent = home.dataset.back;
}
