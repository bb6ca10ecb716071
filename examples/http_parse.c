/* SPDX-License-Identifier: MIT */
/*
 * http_parse.c - probable() in an HTTP/1.1 request parser, as at the front
 * of a proxy: each probable() says how often its condition is true in real
 * traffic and why; the error formatter is PROBABLE_COLD.  Parses built-in
 * requests, valid and malformed, and exits 0 only if each gives the result
 * stored beside it.   cc -std=c99 -O2 -Iinclude examples/http_parse.c
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <probable.h>

#define MAX_LINE 256	/* longest request or header line, CRLF included */
#define MAX_HEADERS 32

enum status {
	HTTP_OK, HTTP_INCOMPLETE, HTTP_NO_CRLF, HTTP_LINE_TOO_LONG,
	HTTP_BAD_REQUEST_LINE, HTTP_BAD_METHOD, HTTP_BAD_VERSION, HTTP_NO_COLON,
	HTTP_BAD_HEADER_NAME, HTTP_TOO_MANY_HEADERS, HTTP_BAD_LENGTH
};

static const char *const status_text[] = {
	"ok", "incomplete request", "line not ended by CRLF", "line too long",
	"malformed request line", "unknown method", "unsupported version",
	"header without colon", "bad header name", "too many headers",
	"bad Content-Length"
};

struct request {
	const char *method, *path;
	size_t method_len, path_len;
	unsigned long content_length;
	unsigned line, headers;	/* line being parsed (1-based), headers so far */
	int minor, has_length;	/* HTTP/1.<minor>; Content-Length seen */
};

/* The line at *pos: on success *cr indexes its CR and *pos moves past LF. */
static enum status next_line(const char *buf, size_t len, size_t *pos, size_t *cr)
{
	size_t start = *pos, i = start;
	size_t limit = len - start > MAX_LINE ? start + MAX_LINE : len;

	/* Lines average 30-40 bytes, so the scan goes on for ~97% of bytes. */
	while (probable(i < limit && buf[i] != '\n', 97))
		i++;
	/* No LF in reach: a request split across reads, or an abusive one. */
	if (probable(i == limit, 1))
		return limit < len ? HTTP_LINE_TOO_LONG : HTTP_INCOMPLETE;
	/* Header lines end in CRLF in >99% of real traffic; bare LF is rare. */
	if (probable(i == start || buf[i - 1] != '\r', 1))
		return HTTP_NO_CRLF;
	*cr = i - 1;
	*pos = i + 1;
	return HTTP_OK;
}

static int known_method(const char *m, size_t n)
{
	static const char *const rest[] = { "HEAD", "PUT", "DELETE", "OPTIONS", "PATCH", "CONNECT" };
	size_t k;

	/* GET is ~80% of the requests a web front end sees. */
	if (probable(n == 3 && memcmp(m, "GET", 3) == 0, 80))
		return 1;
	/* POST is ~15% of all, so 75% of what is left; others are about 5%. */
	if (probable(n == 4 && memcmp(m, "POST", 4) == 0, 75))
		return 1;
	for (k = 0; k < sizeof rest / sizeof rest[0]; k++)
		if (strlen(rest[k]) == n && memcmp(m, rest[k], n) == 0)
			return 1;
	return 0;
}

/* METHOD SP request-target SP HTTP/1.x, without its CRLF. */
static enum status parse_request_line(struct request *rq, const char *s, size_t n)
{
	const char *end = s + n, *p = s, *v;

	while (p < end && *p != ' ')
		p++;
	/* A request line without a space is garbage, e.g. TLS sent to port 80. */
	if (probable(p == end || p == s, 1))
		return HTTP_BAD_REQUEST_LINE;
	rq->method = s;
	rq->method_len = (size_t)(p - s);
	/* Unknown methods come from scanners and typos: well under 1%. */
	if (probable(!known_method(s, rq->method_len), 1))
		return HTTP_BAD_METHOD;
	rq->path = ++p;
	/* Paths are long runs of visible bytes: the scan goes on ~95% of the time. */
	while (probable(p < end && *p != ' ', 95)) {
		/* Control bytes in a target come only from broken or hostile clients. */
		if (probable((unsigned char)*p < 0x21 || *p == 0x7f, 1))
			return HTTP_BAD_REQUEST_LINE;
		p++;
	}
	rq->path_len = (size_t)(p - rq->path);
	if (probable(p == end || rq->path_len == 0, 1))
		return HTTP_BAD_REQUEST_LINE;
	v = p + 1;
	/* Every HTTP/1.x client sends exactly "HTTP/1.x"; anything else is rare. */
	if (probable(end - v != 8 || memcmp(v, "HTTP/1.", 7) != 0, 1))
		return HTTP_BAD_VERSION;
	/* HTTP/1.0 survives only in old tools and health checks: ~2%. */
	if (probable(v[7] == '1', 98))
		rq->minor = 1;
	else if (v[7] == '0')
		rq->minor = 0;
	else
		return HTTP_BAD_VERSION;
	return HTTP_OK;
}

/* name ":" OWS value OWS, without its CRLF. */
static enum status parse_header(struct request *rq, const char *s, size_t n)
{
	static const char cl[] = "content-length";
	const char *colon = memchr(s, ':', n), *p, *end = s + n;
	unsigned long value = 0;
	size_t i = 0;

	/* Every well-formed header has a colon; its absence is a broken client. */
	if (probable(colon == NULL || colon == s, 1))
		return HTTP_NO_COLON;
	for (p = s; p < colon; p++)
		/* Space before the colon: a smuggling trick (RFC 9112), well under 1%. */
		if (probable((unsigned char)*p <= ' ' || *p == 0x7f, 1))
			return HTTP_BAD_HEADER_NAME;
	/* Case-insensitive: on name bytes (> ' '), | 0x20 folds A-Z, matches no other. */
	while (i < sizeof cl - 1 && s + i < colon && (s[i] | 0x20) == cl[i])
		i++;
	/* Most requests are GETs with no body: ~3% of header lines are this one. */
	if (!probable(i == sizeof cl - 1 && s + i == colon, 3))
		return HTTP_OK;
	/* A second Content-Length is another smuggling attempt: well under 1%. */
	if (probable(rq->has_length, 1))
		return HTTP_BAD_LENGTH;

	for (p = colon + 1; p < end && (*p == ' ' || *p == '\t'); p++)
		;
	while (end > p && (end[-1] == ' ' || end[-1] == '\t'))
		end--;
	if (probable(p == end, 1))
		return HTTP_BAD_LENGTH;
	for (; p < end; p++) {
		unsigned d = (unsigned)(*p - '0');	/* wraps above 9 if not a digit */

		/* Clients write Content-Length in plain decimal: a bad byte is rare. */
		if (probable(d > 9, 1))
			return HTTP_BAD_LENGTH;
		/* Bodies are far below ULONG_MAX; overflow means an attack. */
		if (probable(value > (~0UL - d) / 10, 1))
			return HTTP_BAD_LENGTH;
		value = value * 10 + d;
	}
	rq->content_length = value;
	rq->has_length = 1;
	return HTTP_OK;
}

static enum status parse_request(struct request *rq, const char *buf, size_t len)
{
	size_t pos = 0, cr = 0;
	enum status st;

	memset(rq, 0, sizeof *rq);
	rq->line = 1;
	/* Malformed requests are well under 1% of traffic: every error exit here. */
	if (probable((st = next_line(buf, len, &pos, &cr)) != HTTP_OK, 1) ||
	    probable((st = parse_request_line(rq, buf, cr)) != HTTP_OK, 1))
		return st;
	for (;;) {
		size_t start = pos;

		rq->line++;
		if (probable((st = next_line(buf, len, &pos, &cr)) != HTTP_OK, 1))
			return st;
		/* About 8 headers, then the empty line: it ends 1 loop in 9. */
		if (probable(cr == start, 11))
			return HTTP_OK;
		/* Real requests carry 5-15 headers; 32 is reached only by abuse. */
		if (probable(rq->headers == MAX_HEADERS, 1))
			return HTTP_TOO_MANY_HEADERS;
		rq->headers++;
		if (probable((st = parse_header(rq, buf + start, cr - start)) != HTTP_OK, 1))
			return st;
	}
}

static void format_ok(char *out, size_t n, const struct request *rq)
{
	int w = snprintf(out, n, "%.*s %.*s HTTP/1.%d, %u header%s",
			 (int)rq->method_len, rq->method, (int)rq->path_len,
			 rq->path, rq->minor, rq->headers, rq->headers == 1 ? "" : "s");

	if (rq->has_length && w > 0 && (size_t)w < n)
		snprintf(out + w, n - (size_t)w, ", Content-Length %lu", rq->content_length);
}

/* In production a rejected request is rare: keep this off the hot path. */
static PROBABLE_COLD void format_error(char *out, size_t n, const struct request *rq,
				       enum status st)
{
	snprintf(out, n, "line %u: %s", rq->line, status_text[st]);
}

struct sample {
	const char *text;
	const char *expect;	/* what format_ok or format_error must print */
};

#define X32 "abcdefghijklmnopqrstuvwxyz012345"

static const struct sample samples[] = {
	{ "GET /index.html HTTP/1.1\r\nHost: example.com\r\nUser-Agent: curl/8.5.0\r\n"
	  "Accept: */*\r\n\r\n", "GET /index.html HTTP/1.1, 3 headers" },
	{ "POST /api/items HTTP/1.1\r\nHost: example.com\r\ncontent-length: 27\r\n"
	  "Content-Type: application/x-www-form-urlencoded\r\n\r\n"
	  "name=widget&qty=3&color=red",
	  "POST /api/items HTTP/1.1, 3 headers, Content-Length 27" },
	{ "HEAD / HTTP/1.0\r\nHost: legacy.example\r\n\r\n", "HEAD / HTTP/1.0, 1 header" },
	{ "BREW /pot HTTP/1.1\r\nHost: tea.example\r\n\r\n", "line 1: unknown method" },
	{ "GET / HTTP/1.1\nHost: example.com\n\n", "line 1: line not ended by CRLF" },
	{ "GET / HTTP/1.1\r\nHost example.com\r\n\r\n", "line 2: header without colon" },
	{ "GET / HTTP/1.1\r\nHost : example.com\r\n\r\n", "line 2: bad header name" },
	{ "GET /" X32 X32 X32 X32 X32 X32 X32 X32 " HTTP/1.1\r\n\r\n", "line 1: line too long" },
	{ "GET / HTTP/2.0\r\nHost: example.com\r\n\r\n", "line 1: unsupported version" },
	{ "PUT /upload HTTP/1.1\r\nHost: example.com\r\n"
	  "Content-Length: 18446744073709551616\r\n\r\n",	/* 2^64 */
	  "line 3: bad Content-Length" },
	{ "GET / HTTP/1.1\r\nHost: example.com\r\n", "line 3: incomplete request" },
};

int main(void)
{
	size_t i, n = sizeof samples / sizeof samples[0], good = 0;

	printf("http_parse: probable() for arch %s\n", PROBABLE_ARCH);
	for (i = 0; i < n; i++) {
		const struct sample *t = &samples[i];
		struct request rq;
		char got[160];
		enum status st = parse_request(&rq, t->text, strlen(t->text));
		int match;

		if (st == HTTP_OK)
			format_ok(got, sizeof got, &rq);
		else
			format_error(got, sizeof got, &rq, st);
		match = strcmp(got, t->expect) == 0;
		printf("%2zu %-8s %s\n", i + 1, match ? "ok" : "MISMATCH", got);
		if (match)
			good++;
		else
			printf("   expected: %s\n", t->expect);
	}
	printf("http_parse: %zu/%zu requests parsed as expected\n", good, n);
	return good == n ? 0 : 1;
}
