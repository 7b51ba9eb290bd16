// The build's compressed copies (gatsby/post-build/precompress.ts): each server sends them in place of their file
// when the browser accepts the encoding, and answers a request for one by name as for a path that does not exist.

/** file.br and file.gz, beside their file in public/. */
export const PRECOMPRESSED = /\.(?:br|gz)$/

/** Debian's libnginx-mod-http-brotli-static; nginx sends gzip alone when it is not installed. */
export const NGINX_BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"
