/* A rules page's link to the other language keeps the reader's place: both pages have the same
   rule ids, so the link takes along the address's #B-12 (or #gharat) as it is when clicked. */
for (const link of document.querySelectorAll("a.lang-link")) {
  link.addEventListener("click", () => { link.hash = location.hash; });
}
