// Every URL of the app, in one table (remix.config.js reads it). Route files live in
// one folder per area; a module used for two URLs gets an explicit id.

/** @param {import("@remix-run/dev/dist/config/routes").DefineRoutesFunction} defineRoutes */
export function routeTable(defineRoutes) {
  return defineRoutes((route) => {
    // Pages every portal has, inside its layout: "Account and security", "What's new" and the message threads.
    const accountRoutes = (portal) => {
      route("account", "routes/account/security.tsx", { id: `routes/${portal}/account` });
      route("account/two-factor", "routes/account/two-factor.tsx", { id: `routes/${portal}/account-two-factor` });
      route("account/recovery-codes", "routes/account/recovery-codes.tsx", { id: `routes/${portal}/account-recovery-codes` });
      route("account/recovery-codes.txt", "routes/account/recovery-codes-download.ts", {
        id: `routes/${portal}/account-recovery-codes-download`,
      });
      route("account/notifications", "routes/notifications/settings.tsx", { id: `routes/${portal}/account-notifications` });
      route("notifications", "routes/notifications/whats-new.tsx", { id: `routes/${portal}/notifications` });
      route("notifications/:id", "routes/notifications/open.ts", { id: `routes/${portal}/notification-open` });
      route("messages/:applicationId", "routes/messages/thread.tsx", { id: `routes/${portal}/messages` });
    };

    // Non-UI resources
    route("healthz", "routes/resources/healthz.ts");
    route("sitemap.xml", "routes/resources/sitemap.ts");
    route("robots.txt", "routes/resources/robots.ts");
    route("files/:id", "routes/resources/file.ts");
    route("documents/:id", "routes/resources/document.ts");
    route("messages/attachments/:id", "routes/messages/attachment.ts");
    route("password-strength", "routes/resources/password-strength.ts");

    // Choosing a password with an e-mailed link, and the steps every portal's sign-in shares
    route("invitation/:token", "routes/account/set-password.tsx", { id: "routes/account/invitation" });
    route("password-reset/:token", "routes/account/set-password.tsx", { id: "routes/account/password-reset" });
    route("sign-in-link/:token", "routes/account/sign-in-link.tsx");
    route("unsubscribe/:token", "routes/notifications/unsubscribe.tsx");
    for (const portal of ["admin", "agent", "client"]) {
      route(`${portal}/login/code`, "routes/account/sign-in-code.tsx", { id: `routes/${portal}/login-code` });
      route(`${portal}/forgot-password`, "routes/account/forgot-password.tsx", { id: `routes/${portal}/forgot-password` });
    }
    // The framework's floor for `npm run bench`: the root document and one paragraph.
    route("__floor", "routes/resources/floor.tsx");

    // Admin portal
    route("admin/login", "routes/admin/login.tsx");
    route("admin/custom-login", "routes/admin/login.tsx", { id: "routes/admin/custom-login" });
    route("admin/login-debug", "routes/admin/login-debug.tsx");
    route("admin/logout", "routes/resources/logout.ts", { id: "routes/admin/logout" });
    route("admin/pick/:kind", "routes/resources/pick.ts");
    route("admin/agreements/:id/pdf", "routes/admin/agreement-pdf.ts");
    route("admin/invoices/:id/pdf", "routes/admin/invoice-pdf.ts");
    route("admin/invoices/export.csv", "routes/admin/invoices-export.ts");
    route("admin/audit-log/export.csv", "routes/admin/audit-log-export.ts");
    route("admin/reports/:report/export.csv", "routes/reports/report-csv.ts", { id: "routes/admin/report-csv" });
    route("admin/receipts/:id/pdf", "routes/admin/receipt-pdf.ts");
    route("admin/credit-notes/:id/pdf", "routes/admin/credit-note-pdf.ts");
    route("admin/payment-reports/:id/screenshot", "routes/admin/payment-screenshot.ts");
    route("admin/clients/:id/export", "routes/admin/client-export.ts");
    route("admin/applications/:id/answers.pdf", "routes/admin/application-answers-pdf.ts");
    route("admin/applications/:id/files.zip", "routes/admin/application-files-zip.ts");
    route("admin", "routes/admin/layout.tsx", () => {
      route("", "routes/admin/index.ts", { index: true });
      route("dashboard", "routes/admin/dashboard.tsx");
      route("clients", "routes/admin/clients.tsx");
      route("clients/new", "routes/admin/client-new.tsx");
      route("clients/:id", "routes/admin/client.tsx");
      route("agents", "routes/admin/agents.tsx");
      route("agents/new", "routes/admin/agent-new.tsx");
      route("agents/:id", "routes/admin/agent.tsx");
      route("applications", "routes/admin/applications.tsx");
      route("applications/new", "routes/admin/application-new.tsx");
      route("applications/:id", "routes/admin/application.tsx");
      route("applications/:id/answers", "routes/admin/application-answers.tsx");
      route("agreement-templates", "routes/admin/agreement-templates.tsx");
      route("agreement-templates/new", "routes/admin/agreement-template-edit.tsx", { id: "routes/admin/agreement-template-new" });
      route("agreement-templates/:id", "routes/admin/agreement-template-edit.tsx");
      route("invoices", "routes/admin/invoices.tsx");
      route("invoices/:id", "routes/admin/invoice.tsx");
      route("clients/:id/billing", "routes/admin/client-billing.tsx");
      route("clients/:id/records", "routes/admin/client-records.tsx");
      route("checklists", "routes/admin/checklists.tsx");
      route("checklists/:slug", "routes/admin/checklist.tsx");
      route("questionnaires", "routes/admin/questionnaires.tsx");
      route("questionnaires/:slug", "routes/admin/questionnaire.tsx");
      route("enquiries", "routes/admin/enquiries.tsx");
      route("enquiries/:id", "routes/admin/enquiry.tsx");
      route("bookings", "routes/admin/bookings.tsx");
      route("blog", "routes/admin/blog.tsx");
      route("blog/new", "routes/admin/blog-edit.tsx", { id: "routes/admin/blog-new" });
      route("blog/edit/:id", "routes/admin/blog-edit.tsx");
      route("blog/preview/:id", "routes/admin/blog-preview.tsx");
      route("content-freshness", "routes/admin/content-freshness.tsx");
      route("visa-success", "routes/admin/visa-success.tsx");
      route("visa-success/new", "routes/admin/visa-success-edit.tsx", { id: "routes/admin/visa-success-new" });
      route("visa-success/:id", "routes/admin/visa-success-edit.tsx");
      route("testimonials", "routes/admin/testimonials.tsx");
      route("testimonials/new", "routes/admin/testimonial-edit.tsx", { id: "routes/admin/testimonial-new" });
      route("testimonials/edit/:id", "routes/admin/testimonial-edit.tsx");
      route("testimonials/view/:id", "routes/admin/testimonial-view.tsx");
      route("team", "routes/admin/team.tsx");
      route("team/new", "routes/admin/team-edit.tsx", { id: "routes/admin/team-new" });
      route("team/:id", "routes/admin/team-edit.tsx");
      route("settings", "routes/admin/settings.tsx");
      route("settings/billing", "routes/admin/billing-settings.tsx");
      route("security", "routes/admin/security.tsx");
      route("inbox", "routes/messages/inbox.tsx", { id: "routes/admin/inbox" });
      route("saved-replies", "routes/admin/saved-replies.tsx");
      route("saved-replies/new", "routes/admin/saved-reply-edit.tsx", { id: "routes/admin/saved-reply-new" });
      route("saved-replies/:id", "routes/admin/saved-reply-edit.tsx");
      route("search", "routes/admin/search.tsx");
      route("audit-log", "routes/admin/audit-log.tsx");
      route("reports", "routes/reports/reports.tsx", { id: "routes/admin/reports" });
      route("reports/:report", "routes/reports/report.tsx", { id: "routes/admin/report" });
      accountRoutes("admin");
      // Unknown portal paths: a 404 inside the portal's frame (SPEC.md §2).
      route("*", "routes/account/unknown.tsx", { id: "routes/admin/unknown" });
    });

    // Agent portal
    route("agent/login", "routes/agent/login.tsx");
    route("agent/logout", "routes/resources/logout.ts", { id: "routes/agent/logout" });
    route("agent/applications/:id/answers.pdf", "routes/agent/application-answers-pdf.ts");
    route("agent/applications/:id/files.zip", "routes/agent/application-files-zip.ts");
    route("agent/reports/:report/export.csv", "routes/reports/report-csv.ts", { id: "routes/agent/report-csv" });
    route("agent", "routes/agent/layout.tsx", () => {
      route("", "routes/agent/index.ts", { index: true });
      route("dashboard", "routes/agent/dashboard.tsx");
      route("clients", "routes/agent/clients.tsx");
      route("clients/:clientId", "routes/agent/client.tsx");
      route("applications/:id/answers", "routes/agent/application-answers.tsx");
      route("bookings", "routes/agent/bookings.tsx");
      route("inbox", "routes/messages/inbox.tsx", { id: "routes/agent/inbox" });
      route("leads", "routes/agent/leads.tsx");
      route("leads/:id", "routes/agent/lead.tsx");
      route("search", "routes/agent/search.tsx");
      route("reports", "routes/reports/reports.tsx", { id: "routes/agent/reports" });
      route("reports/:report", "routes/reports/report.tsx", { id: "routes/agent/report" });
      accountRoutes("agent");
      route("*", "routes/account/unknown.tsx", { id: "routes/agent/unknown" });
    });

    // Client portal
    route("client/login", "routes/client/login.tsx");
    route("client/logout", "routes/resources/logout.ts", { id: "routes/client/logout" });
    route("client/agreements/:id/pdf", "routes/client/agreement-pdf.ts");
    route("client/invoices/:id/pdf", "routes/client/invoice-pdf.ts");
    route("client/receipts/:id/pdf", "routes/client/receipt-pdf.ts");
    route("client/credit-notes/:id/pdf", "routes/client/credit-note-pdf.ts");
    route("client", "routes/client/layout.tsx", () => {
      route("", "routes/client/index.ts", { index: true });
      route("dashboard", "routes/client/dashboard.tsx");
      route("dashboard-static", "routes/client/dashboard.tsx", { id: "routes/client/dashboard-static" });
      route("dashboard-dynamic", "routes/client/dashboard.tsx", { id: "routes/client/dashboard-dynamic" });
      route("profile-setup", "routes/client/profile-setup.tsx");
      route("billing", "routes/client/billing.tsx");
      route("agreements/:id", "routes/client/agreement.tsx");
      route("invoices/:id", "routes/client/invoice.tsx");
      route("questionnaire/:personId", "routes/client/questionnaire.tsx");
      route("success-stories/:id", "routes/client/success-story.tsx");
      accountRoutes("client");
      route("*", "routes/account/unknown.tsx", { id: "routes/client/unknown" });
    });

    // Public website
    route("", "routes/_public/layout.tsx", { id: "routes/_public" }, () => {
      route("", "routes/_public/index.tsx", { index: true });
      route("about", "routes/_public/about.tsx");
      route("services", "routes/_public/services.tsx");
      route("services/:slug", "routes/_public/service.tsx");
      route("countries/:slug", "routes/_public/country.tsx");
      route("blog", "routes/_public/blog.tsx");
      route("blog/:slug", "routes/_public/blog-post.tsx");
      route("contact", "routes/_public/contact.tsx");
      route("calculators", "routes/_public/calculators.tsx");
      route("book", "routes/_public/book.tsx");
      route("bookings/:token", "routes/_public/booking.tsx");
      route("calculators/:slug", "routes/_public/calculator.tsx");
      route("visa-success-gallery", "routes/_public/visa-success-gallery.tsx");
      for (const policy of ["privacy-policy", "terms-and-conditions", "cancellation-refund-policy"]) {
        route(policy, "routes/_public/policy.tsx", { id: `routes/_public/${policy}` });
      }
      route("*", "routes/_public/not-found.tsx");
    });
  });
}
