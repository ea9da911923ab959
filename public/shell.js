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

  // Where this tab's visit began (issue 44): its first page, the host of the site that sent it and
  // the link's utm_* tags, kept in sessionStorage (no cookie; gone when the tab closes) and sent only
  // in the hidden fields of a form the visitor sends (visit-origin-fields.tsx). A page reached from
  // another site or from a tagged link starts a new visit; other pages leave the first one as it is.
  try {
    var kept = window.sessionStorage.getItem("visit-origin");
    var from = document.referrer ? new URL(document.referrer) : null;
    var external = from && from.origin !== window.location.origin;
    var tags = new window.URLSearchParams(window.location.search);
    var tagged = ["utm_source", "utm_medium", "utm_campaign"].filter(function (k) {
      return tags.get(k);
    });
    if (!kept || external || tagged.length) {
      var first = { landing_page: (window.location.pathname + window.location.search).slice(0, 300) };
      if (external) first.referrer_host = from.hostname;
      tagged.forEach(function (k) {
        first[k] = tags.get(k).slice(0, 100);
      });
      window.sessionStorage.setItem("visit-origin", JSON.stringify(first));
    }
  } catch {
    // Storage switched off: the server's values stay in the forms.
  }
})();
