/* eslint-disable -- a copy of CURRENCY_BOOT_SCRIPT (src/lib/currency.ts), linted and tested there */
// Marks <html data-currency> before the first paint; a test keeps this line identical to the code.
// A file, not an inline script, so the Content-Security-Policy needs no exception.
try{var c=localStorage.getItem("fz.cartCurrency");document.documentElement.dataset.currency=c==="USD"?"USD":"COP"}catch(e){}
