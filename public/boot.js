// Runs before the app, from the page's own files (no wasm needed): shows the loading line in
// the visitor's language, and a plain message with a reload button if the app cannot start
// (the wasm or its script failed to load or to compile) or stops later (a Rust panic aborts
// the wasm: "RuntimeError: unreachable"). Saves are written after every action, so a reload
// brings the game back as it was.
(function () {
  'use strict';
  var KEY = 'quarantable.lang';

  function stored() {
    try {
      return localStorage.getItem(KEY) || sessionStorage.getItem(KEY);
    } catch (e) {
      return null; // a sandboxed page may have no storage at all
    }
  }

  // The same order as the app: the link's ?lang=, the remembered choice, the browser's.
  function language() {
    var link = /[?&]lang=(en|it)\b/.exec(location.search);
    var code = (link && link[1]) || stored() || navigator.language || 'en';
    return /^it\b/i.test(code) ? 'it' : 'en';
  }

  function show(id) {
    var lang = document.documentElement.lang === 'it' ? 'it' : language();
    var box = document.getElementById(id);
    if (!box) return;
    var texts = box.querySelectorAll('[lang]');
    for (var i = 0; i < texts.length; i++) texts[i].hidden = texts[i].lang !== lang;
    box.hidden = false;
  }

  function stopped(id) {
    var loading = document.getElementById('loading');
    if (loading) loading.hidden = true;
    var app = document.getElementById('app');
    if (app) app.setAttribute('inert', '');
    show(id);
    var reload = document.querySelectorAll('#' + id + ' button');
    for (var i = 0; i < reload.length; i++) reload[i].onclick = function () { location.reload(); };
    var first = document.querySelector('#' + id + ' button:not([hidden])');
    if (first) first.focus();
  }

  function failed(event) {
    // Of the files that fail to load, only a script stops the app (an icon does not).
    var target = event.target;
    if (target && target.nodeType === 1 && target.tagName !== 'SCRIPT') return;
    var error = event.reason || event.error;
    var started = document.getElementById('app') !== null;
    if (!started) return stopped('start-failed');
    if (error instanceof WebAssembly.RuntimeError) stopped('crashed');
  }

  document.documentElement.lang = language();
  document.addEventListener('DOMContentLoaded', function () { show('loading'); });
  // Capture: a script or wasm that fails to load fires a non-bubbling error on its element.
  window.addEventListener('error', failed, true);
  window.addEventListener('unhandledrejection', failed);
})();
