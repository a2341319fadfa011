/* global document, requestAnimationFrame */
// Starts the app on a server-rendered page once the page has painted (ADR 020): the page is
// readable without its code, so the code's download does not compete with the page's first
// paint. The server writes the entry module and the page's chunks on this element.
(function () {
  var boot = document.currentScript;
  if (!boot || !boot.dataset.entry) return;
  var entry = boot.dataset.entry;
  var chunks = (boot.dataset.preload || '').split(' ').filter(Boolean);
  var started = false;

  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < chunks.length; i += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = chunks[i];
      link.crossOrigin = '';
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    script.crossOrigin = '';
    document.head.appendChild(script);
  }

  // After the next frame is painted; a hidden tab paints nothing, so it starts at once there.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
