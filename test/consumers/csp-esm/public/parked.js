(window.__ran ??= []).push('parked.js');
