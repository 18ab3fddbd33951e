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
