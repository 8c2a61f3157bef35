/*
 * The session's first calls, started before the console's script has loaded: when a token is
 * stored (and the console signs in itself, not through the external login), `GET auth/userinfo`
 * and `GET info` go out at once with the headers the console sends (src/auth/createAuthProvider.ts,
 * language `en` until the chosen catalogue has loaded). Once `GET info` has named the role, and so
 * the operator of data calls (src/operator/operatorStore.ts), a list route opened without
 * parameters also asks for its first page: the call its list makes first, as the generator wrote it
 * from the declaration into opening-lists.js (read just before this script). The console takes
 * each answer once, for its own first call to the same URL with the same headers
 * (src/auth/sessionStart.ts); it asks the server itself otherwise. A plain script (the page's
 * policy allows no inline script), read before the console's module, which it does not delay: the
 * browser fetches them side by side. It then sets up the browser's date and number formats while
 * the console's script downloads.
 */
(function () {
  try {
    var token = localStorage.getItem('backoffice.accessToken');
    if (!token || location.pathname.indexOf('/auth/') === 0) return;
    var settings = JSON.parse(localStorage.getItem('backoffice.settings') || '{}');
    if (settings && settings.loginMode === 'External') return;
    var api = '/api/officeapp/';
    var headers = { Accept: 'application/json', 'Accept-Language': 'en', Authorization: 'Bearer ' + token };
    var calls = {};
    // Sends a call and keeps its answer for the console; `read` sees the body first.
    var start = function (url, read) {
      // Read in full at once: an answer the console does not take (another language was asked
      // for by then) leaves no download open.
      var response = fetch(url, { headers: headers }).then(function (answer) {
        return answer.text().then(function (body) {
          try {
            if (read && answer.ok) read(body);
          } catch {
            // An answer it cannot read starts nothing more; the console reads it itself.
          }
          var empty = [101, 204, 205, 304].indexOf(answer.status) >= 0;
          return new Response(empty ? null : body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
        });
      });
      // Handled by the console when it takes the answer; a failure then is retried there.
      response.catch(function () {});
      calls[url] = { headers: headers, response: response };
    };
    var route = location.search === '' ? location.pathname.replace(/\/+$/, '') : '';
    var lists = window.__backofficeOpeningLists || {};
    // An installation's API profile (docs/api-profile.md) may send the list elsewhere: the
    // console then asks for it itself.
    var profiled = document.querySelector('meta[name^="backoffice:api-"]');
    var opening = !profiled && Object.prototype.hasOwnProperty.call(lists, route) ? lists[route] : undefined;
    start(api + 'auth/userinfo');
    start(api + 'info', function (body) {
      // Before the console has this answer: its first list call finds the page already asked for.
      if (!opening) return;
      var role = ((JSON.parse(body).payload || {}).uiInfo || {}).role || {};
      var central = role.role === 'central';
      if (opening.central && !central) return;
      var operator = central ? localStorage.getItem('backoffice.operator') || role.operatorCode : role.operatorCode;
      if (!operator || (!central && role.role !== 'operator')) return;
      start(api + encodeURIComponent(operator) + '/' + opening.path + '?' + opening.query);
    });
    window.__backofficeSessionStart = calls;
  } catch {
    // Nothing started: the console makes the calls itself.
  }
})();

// After the calls have gone out: the first date or number format of a page sets up the browser's
// locale data (tens of milliseconds on a slow machine), done here while the console's script is
// still downloading instead of in the middle of its first render.
(function () {
  try {
    Intl.DateTimeFormat().resolvedOptions();
    new Intl.NumberFormat().format(0);
  } catch {
    // Formats are then set up on first use.
  }
})();
