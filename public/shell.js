// The public site's behaviours, without React (issue 18): pages that need no interactivity
// are served without hydration, and this one small script does what the shell needs.
// Everything here is an extra: without it the menus still open and close (<details>),
// the header stays solid white and the scroll-to-top link stays hidden (tailwind.css).
(function () {
  var header = document.querySelector(".site-header");
  var logo = header && header.querySelector(".site-logo");
  var overHero = header && header.getAttribute("data-over-hero") === "true";
  var toTop = document.querySelector("[data-scroll-top]");

  // The header turns white and blurred after 50 px; over a dark hero the logo is inverted at the top;
  // the scroll-to-top link appears after 300 px.
  function onScroll() {
    var y = window.scrollY;
    if (header) header.setAttribute("data-scrolled", String(y > 50));
    if (logo) {
      var inverted = overHero && y <= 50;
      logo.classList.toggle("invert", inverted);
      if (inverted) logo.setAttribute("data-inverted", "true");
      else logo.removeAttribute("data-inverted");
    }
    if (toTop) {
      toTop.setAttribute("data-visible", String(y > 300));
      toTop.classList.toggle("hidden", y <= 300);
      toTop.classList.toggle("flex", y > 300);
    }
  }
  window.addEventListener("scroll", onScroll, { passive: true });
  onScroll();

  function openMenus() {
    return document.querySelectorAll("details.nav-dropdown[open], details.mobile-menu[open]");
  }
  // Closed on the next frame: closing a <details> inside the pointer event that targets its own
  // content crashes Chromium's renderer.
  function close(menu) {
    requestAnimationFrame(function () {
      menu.open = false;
    });
  }

  // An outside click (or the phone menu's overlay) closes a menu.
  document.addEventListener("pointerdown", function (event) {
    openMenus().forEach(function (menu) {
      var inside = menu.classList.contains("mobile-menu")
        ? menu.querySelector("[data-menu-panel]").contains(event.target) || menu.querySelector("summary").contains(event.target)
        : menu.contains(event.target);
      if (!inside) close(menu);
    });
  });
  // Escape closes a menu and gives the focus back to its button.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") return;
    openMenus().forEach(function (menu) {
      menu.open = false;
      menu.querySelector("summary").focus();
    });
  });
  // Following a link closes the menu it is in (a page React renders may not reload).
  document.addEventListener("click", function (event) {
    var link = event.target instanceof Element && event.target.closest("details.nav-dropdown a, details.mobile-menu a");
    if (link) close(link.closest("details"));
  });

  // Issue 44: where this tab's visit began, kept in sessionStorage (no cookie), put in a form's hidden fields as it is sent.
  var ORIGIN = ["landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign"];
  try {
    var from = document.referrer && new URL(document.referrer);
    var query = new window.URLSearchParams(window.location.search);
    var first = { landing_page: (window.location.pathname + window.location.search).slice(0, 300) };
    if (from && from.host !== window.location.host) first.referrer_host = from.hostname;
    ORIGIN.slice(2).forEach(function (k) {
      if (query.get(k)) first[k] = query.get(k).slice(0, 100);
    });
    // A page from another site or a tagged link begins a visit; other pages keep the first.
    if (Object.keys(first).length > 1 || !window.sessionStorage.getItem("visit-origin"))
      window.sessionStorage.setItem("visit-origin", JSON.stringify(first));
    document.addEventListener(
      "submit",
      function (event) {
        var fields = event.target.elements;
        var kept = JSON.parse(window.sessionStorage.getItem("visit-origin"));
        if (fields.landing_page && kept)
          ORIGIN.forEach(function (k) {
            fields[k].value = kept[k] || "";
          });
      },
      true,
    );
  } catch {
    // no storage: the forms keep the server's values
  }
})();
