// webpack loads its on-demand chunks through script elements: under a nonce-only CSP they need the page's nonce.
__webpack_nonce__ = document.querySelector('script[nonce]')?.nonce || undefined;
