(window.__ran ??= []).push('managed.js');
