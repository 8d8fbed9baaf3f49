// The captcha stand-in: the reCAPTCHA v2 client API (ready, render, execute, reset, getResponse,
// explicit or automatic rendering, ?onload=). Each execute() (or tick of the box) fetches a fresh
// token from the stand-in (`tokenUrl`, trading the script's grant), which the sandbox API accepts
// once (captcha.ts); a failed fetch calls the error-callback, as a reCAPTCHA network error does.
// Site key "sandbox-error" makes execute() call the error-callback instead, to test that path.

export function captchaScript(grant: string, tokenUrl: string): string {
  return `/* Sandbox reCAPTCHA stand-in: not Google's code. */
(function () {
  if (window.grecaptcha && window.grecaptcha.__sandbox) return;
  var GRANT = ${JSON.stringify(grant)};
  var TOKEN_URL = ${JSON.stringify(tokenUrl)};
  var TOKEN_LIFETIME_MS = 120000;
  var widgets = [];
  var readyQueue = [];
  var ready = false;
  var script = document.currentScript;
  var params = new URLSearchParams(script && script.src ? script.src.split('?')[1] || '' : '');

  function call(fn, arg) {
    var f = typeof fn === 'string' ? window[fn] : fn;
    if (typeof f === 'function') f(arg);
  }
  function widgetAt(id) {
    var w = widgets[id === undefined ? 0 : id];
    if (!w) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return w;
  }
  function setResponse(w, token) {
    w.response = token;
    if (w.field) w.field.value = token;
    if (w.box) w.box.checked = token !== '';
  }
  function fetchToken() {
    return fetch(TOKEN_URL, { method: 'POST', body: GRANT, cache: 'no-store', credentials: 'omit' }).then(function (response) {
      if (!response.ok) throw new Error('reCAPTCHA stand-in: no token (' + response.status + ')');
      return response.json();
    }).then(function (body) { return body.token; });
  }
  function issue(w) {
    if (w.params.sitekey === 'sandbox-error') { call(w.params['error-callback']); return Promise.resolve(''); }
    return fetchToken().then(function (token) {
      setResponse(w, token);
      clearTimeout(w.timer);
      w.timer = setTimeout(function () { setResponse(w, ''); call(w.params['expired-callback']); }, TOKEN_LIFETIME_MS);
      call(w.params.callback, token);
      return token;
    }, function () {
      call(w.params['error-callback']);
      return '';
    });
  }
  function render(container, options) {
    var el = typeof container === 'string' ? document.getElementById(container) : container;
    if (!el) throw new Error('reCAPTCHA placeholder element must be an element or id');
    var opts = options || {};
    if (!opts.sitekey) throw new Error('Missing required parameters: sitekey');
    var w = { params: opts, response: '', timer: 0, field: null, box: null };
    var field = document.createElement('textarea');
    field.name = 'g-recaptcha-response';
    field.style.display = 'none';
    el.appendChild(field);
    w.field = field;
    if (opts.size !== 'invisible') {
      var label = document.createElement('label');
      label.style.cssText = 'display:inline-flex;align-items:center;gap:8px;padding:12px 16px;border:1px solid #d3d3d3;border-radius:3px;background:#f9f9f9;font:14px system-ui,sans-serif;cursor:pointer';
      var box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', function () { if (box.checked) issue(w); else setResponse(w, ''); });
      label.appendChild(box);
      label.appendChild(document.createTextNode("I'm not a robot (sandbox)"));
      el.appendChild(label);
      w.box = box;
    }
    widgets.push(w);
    return widgets.length - 1;
  }
  var grecaptcha = {
    __sandbox: true,
    ready: function (cb) { if (ready) setTimeout(cb, 0); else readyQueue.push(cb); },
    render: render,
    execute: function (id) {
      var w = widgetAt(id);
      return new Promise(function (resolve) { setTimeout(function () { resolve(issue(w)); }, 50); });
    },
    reset: function (id) { var w = widgetAt(id); clearTimeout(w.timer); setResponse(w, ''); },
    getResponse: function (id) { return widgetAt(id).response; }
  };
  window.grecaptcha = grecaptcha;

  function start() {
    if (params.get('render') !== 'explicit') {
      var auto = document.querySelectorAll('.g-recaptcha[data-sitekey]');
      for (var i = 0; i < auto.length; i++) {
        var d = auto[i].dataset;
        render(auto[i], { sitekey: d.sitekey, size: d.size, callback: d.callback, 'expired-callback': d.expiredCallback, 'error-callback': d.errorCallback });
      }
    }
    ready = true;
    readyQueue.splice(0).forEach(function (cb) { cb(); });
    if (params.get('onload')) call(params.get('onload'));
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else setTimeout(start, 0);
})();
`;
}
