# SPDX-License-Identifier: MIT
"""The HTML report: DIR/index.html (the report's order: findings by gain,
cold last; cost.py), other orders
(by-count.html, by-distance.html), a list of files (by-file.html), one
page per verdict (verdict-<v>.html) and one per source file
(files/<name>.html, annotated line by line).  Plain HTML and inline SVG,
usable without JavaScript; a small inline script adds sorting and
filtering in place.

Scale: the list pages show the first LIMIT sites of their order (every
site is on its file's page); no page lists every file but by-file.html;
so a 200,000-site report is written in linear time and space."""

import html
import os
import re
import shutil
import tempfile
import zlib

from ..errors import InputError, os_reason
from ..judge import DEFAULT_TOLERANCE, VERDICT_HELP, VERDICT_RANK, VERDICTS, direction_fix, fix_decision, num
from .diag import other_hint
from ..summary import line as summary_line, summarize
from ..sources import SourceIndex

LIMIT = 1000  # rows of a list page
FILTER_FILES = 200  # the file filter is offered up to this many files


_SPECIAL = re.compile(r"[&<>\"']").search
_ESC_CACHE = {}


def esc(x):
    """x as HTML text or attribute value."""
    if x is None:
        return ""
    if x.__class__ is not str:
        x = str(x)
    if _SPECIAL(x) is None:
        return x
    got = _ESC_CACHE.get(x)
    if got is None:
        if len(_ESC_CACHE) > 50000:
            _ESC_CACHE.clear()
        got = _ESC_CACHE[x] = html.escape(x, quote=True)
    return got


# The pages read at any width (checked in Chromium at 360, 900 and 1400 px
# by tests/tools/test_html_width.py): the tables take the page's width and
# wrap inside their cells; below 1100 px a site table's rows become blocks
# (one site per block, each field labelled), so nothing is wider than the
# screen.  Expressions break only between tokens (<wbr> from expr_html(),
# keep-all inside a token) but for a token longer than LONG_TOKEN, which
# breaks every LONG_TOKEN characters; paths after a slash; and any other
# text (a path in a sentence, a long name) anywhere rather than past the
# edge (overflow-wrap:anywhere on the body), whatever the paths and
# names of a tree are.
LONG_TOKEN = 24
CSS = """
body{font:14px/1.4 system-ui,sans-serif;margin:1em 1.5em;color:#222;background:#fff;overflow-wrap:anywhere}
h1{font-size:1.4em;margin:.2em 0;overflow-wrap:anywhere}h2{font-size:1.15em;margin:1em 0 .3em}
nav{margin:.4em 0}nav a,nav b{margin-right:.8em;white-space:nowrap;display:inline-block}
table{border-collapse:collapse;max-width:100%}th,td{padding:2px 5px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
th{background:#f2f2f2;position:sticky;top:0}th[data-key]{cursor:pointer}
td.n{text-align:right;font-variant-numeric:tabular-nums}
code{font:13px/1.3 ui-monospace,monospace;white-space:pre-wrap;overflow-wrap:anywhere}
code.x,.w{overflow-wrap:normal;word-break:keep-all}
.v{font-weight:600;border-radius:3px;padding:0 4px;white-space:nowrap}
.v-wrong{background:#f8c4c4}.v-miscalibrated{background:#fbdcb0}.v-few{background:#f6f0b0}
.v-ok{background:#c9ecc9}.v-needless{background:#e0ecc4}.v-varies{background:#f3cfe6}.v-inert{background:#e4dff0}.v-unreached{background:#e2e2e2}
.v-unhinted{background:#f3c9ef}.v-constant{background:#d6e4f5}.v-not-judged{background:#ececd9}.v-compiled-out{background:#f0f0f0;color:#666}
.why{color:#555;font-size:.92em}.keep{color:#777}
svg.bar{vertical-align:middle}
.mk-d{color:#c00}.mk-o{color:#000}.mk-i{color:#3a78c4}
table.src td{border:0;padding:0 4px}table.src td.ln{color:#888;text-align:right;user-select:none}
table.src tr:target td{outline:2px solid #36c}
tr.l-wrong td.code{background:#fbe0e0}tr.l-varies td.code{background:#f9e3f0}tr.l-miscalibrated td.code{background:#fdebd2}
tr.l-few td.code{background:#fbf6d2}tr.l-ok td.code{background:#e1f4e1}tr.l-unreached td.code{background:#eee}
tr.l-unhinted td.code{background:#f8e3f5}tr.l-constant td.code{background:#e7eef8}tr.l-not-judged td.code,tr.l-compiled-out td.code{background:#f4f4f4}
td.ann{font-size:.9em}td.ann a{display:inline-block}
.legend span{margin-right:1em;display:inline-block}
select{max-width:100%}
@media (max-width:1100px){
body{margin:.5em .6em}
table.sites,table.sites tbody,table.sites tr,table.sites td{display:block}
table.sites thead{display:none}
table.sites tr{border-bottom:2px solid #bbb;padding:4px 0}
table.sites td{border:0;padding:1px 2px}
table.sites td.n{text-align:left}
table.sites td:nth-child(4),table.sites td:nth-child(5),table.sites td:nth-child(8){display:inline-block;margin-right:1.2em}
table.sites td:nth-child(4)::before{content:"declared pc "}
table.sites td:nth-child(5)::before{content:"measured "}
table.sites td:nth-child(6)::before{content:"99% interval "}
table.sites td:nth-child(7)::before{content:"hint: this build \\2192  measured: "}
table.sites td:nth-child(8)::before{content:"evaluations "}
table.sites td:nth-child(9)::before{content:"fix "}
table.sites td::before{color:#777;font-size:.9em}
}
"""

JS = """
(function(){
var t=document.getElementById('sites');if(!t)return;
var body=t.tBodies[0],rows=[].slice.call(body.rows);
var f=document.getElementById('filters');f.hidden=false;
var fv=document.getElementById('fv'),ff=document.getElementById('ff');
function apply(){rows.forEach(function(r){
 r.hidden=(fv.value&&r.dataset.verdict!==fv.value)||(ff&&ff.value&&r.dataset.file!==ff.value);});}
fv.onchange=apply;if(ff)ff.onchange=apply;
[].forEach.call(t.tHead.rows[0].cells,function(th){var k=th.dataset.key;if(!k)return;
 th.title='sort by this column';
 th.onclick=function(){var d=th.dataset.dir==='1'?-1:1;th.dataset.dir=d===1?'1':'-1';
  rows.sort(function(a,b){var x=a.dataset[k],y=b.dataset[k];
   var nx=parseFloat(x),ny=parseFloat(y);
   var c=(!isNaN(nx)&&!isNaN(ny))?nx-ny:(x<y?-1:x>y?1:0);
   return c*d||(a.dataset.order-b.dataset.order);});
  rows.forEach(function(r){body.appendChild(r);});};});
})();
"""

VIEWS = (("index.html", "by gain"), ("by-file.html", "files"),
         ("by-count.html", "evaluations"), ("by-distance.html", "distance from declared"))


def _slug(name):
    base = re.sub(r"[^A-Za-z0-9._-]+", "_", name or "unknown").strip("._")[-60:] or "file"
    return "%s-%08x.html" % (base, zlib.crc32((name or "").encode("utf-8", "surrogateescape")))


def _x(v, width):
    return 1 + (width - 2) * (0.0 if v < 0 else 100.0 if v > 100 else v) / 100.0


_BAR_HEAD = {}


MIN_CI = 6.0  # the narrowest interval drawn (px of the bar): visible however narrow


def bar_svg(s, width=150):
    """The 0-100 scale; the 99% interval (blue band, at least MIN_CI wide,
    centred on the interval when it is narrower); the measured rate (a
    black bar inside the band's height); the declared pc (red triangles
    above and below the band, pointing at it).  The marks have rows of
    their own, so one never hides the other (an ok site's declared pc is
    inside its interval, often at the measured rate)."""
    lo, hi = s["ci_low"], s["ci_high"]
    d = s.get("declared")
    title = "declared %s, measured %.2f%%, 99%% interval [%.2f, %.2f]" % (
        "none" if d is None else d, s["observed"], lo, hi)
    scale = _BAR_HEAD.get(width)
    if scale is None:
        scale = _BAR_HEAD[width] = (
            '<rect x="1" y="6" width="%d" height="8" fill="#eee" stroke="#bbb" stroke-width=".5"/>'
            '<path d="M%.2f 6v8M%.2f 6v8M%.2f 6v8" stroke="#ccc" stroke-width=".5"/>' % (
                width - 2, _x(25, width), _x(50, width), _x(75, width)))
    parts = ['<svg class="bar" width="%d" height="20" viewBox="0 0 %d 20" role="img"><title>%s</title>%s' % (
        width, width, title, scale)]
    if s["count"]:
        xl, xh = _x(lo, width), _x(hi, width)
        if xh - xl < MIN_CI:
            mid = min(max((xl + xh) / 2, 1 + MIN_CI / 2), width - 1 - MIN_CI / 2)
            xl, xh = mid - MIN_CI / 2, mid + MIN_CI / 2
        xo = _x(s["observed"], width)
        parts.append('<rect class="ci" x="%.2f" y="5" width="%.2f" height="10" fill="#3a78c4" fill-opacity=".6" stroke="#3a78c4" stroke-width=".6"/>'
                     '<rect class="observed" x="%.2f" y="6" width="2" height="8" fill="#000"/>' % (
                         xl, xh - xl, xo - 1))
    if d is not None:
        xd = _x(d, width)
        parts.append('<path class="declared" d="M%.2f 5l-4 -5h8z" fill="#c00"/>'
                     '<path class="declared" d="M%.2f 15l-4 5h8z" fill="#c00"/>' % (xd, xd))
    parts.append("</svg>")
    return "".join(parts)


_TOKEN = re.compile(r"[0-9](?:[eEpP][+-]|[0-9A-Za-z_.])*|[A-Za-z_][A-Za-z0-9_]*|->|\s+|.").findall
_OPEN = frozenset("([{,")
_EXPR_CACHE = {}


def expr_html(text):
    """text (an expression) as HTML with a break opportunity (<wbr>)
    between tokens where there is no space: after ( [ { and ,, before and
    after an operator, before -> and .; never inside a name or a number."""
    if not text:
        return ""
    got = _EXPR_CACHE.get(text)
    if got is not None:
        return got
    out = []
    prev = ""
    for t in _TOKEN(text):
        if prev and not prev.isspace() and not t.isspace():
            pw = prev[0].isalnum() or prev[0] == "_"
            tw = t[0].isalnum() or t[0] == "_"
            if prev in _OPEN or (not tw and t not in "()[]{},;" and t != "->" and t != "." and pw) or \
                    (tw and not pw and prev not in ")]}.") or ((t == "->" or t == ".") and prev not in "([{"):
                out.append("<wbr>")
        if len(t) > LONG_TOKEN and not t.isspace():
            out.append("<wbr>".join(esc(t[i:i + LONG_TOKEN]) for i in range(0, len(t), LONG_TOKEN)))
        else:
            out.append(esc(t))
        prev = t
    got = "".join(out)
    if len(_EXPR_CACHE) > 50000:
        _EXPR_CACHE.clear()
    _EXPR_CACHE[text] = got
    return got


def path_html(path):
    """A path with a break opportunity after each slash."""
    return esc(path).replace("/", "/<wbr>")


def _what(s):
    expr = s.get("expr") or ""
    macro = s.get("macro")
    if s.get("kind") == "unaligned":
        return "%s(%s)" % (macro or "unaligned", expr)
    return "%s(%s)" % (macro or "probable", expr)


def _fix_cell(s, tolerance, table):
    v = s["verdict"]
    turn = direction_fix(s) if v == "wrong" else None
    if turn:
        return '<b>%s</b> <span class="why">laid out for the rarer case; the measured %d gives %s here</span>' % (
            "drop the hint" if turn == "drop" else esc("write " + other_hint(s, turn)), s["suggest"],
            "no hint" if turn == "drop" else turn)
    if v == "varies":
        rewrite, why = fix_decision(s, tolerance, table)
        return '<b>%s</b> <span class="why">%s</span>%s' % (
            "remove the hint" if rewrite else "leave %d" % s["declared"], esc(why), "".join(
                '<br><span class="why">%s: %s, %.2f%% [%.2f, %.2f] of %d</span>' % (
                    esc(lab["label"]), esc(lab.get("verdict")), lab.get("observed", 0.0), lab.get("ci_low", 0.0),
                    lab.get("ci_high", 100.0), lab.get("count") or 0) for lab in s.get("labels") or ()))
    if v in ("wrong", "miscalibrated"):
        rewrite, why = fix_decision(s, tolerance, table)
        if rewrite:
            return '<b>write %d</b> <span class="why">%s</span>' % (s["suggest"], esc(why))
        return '<span class="keep">leave %d</span> <span class="why">%s</span>' % (s["declared"], esc(why))
    if v == "few":
        return '<span class="why">about %d evaluations would tell%s</span>' % (
            s["needed"], esc(": " + s["why"]) if s.get("why") else "")
    if v == "inert":
        was = (s.get("inert") or {}).get("verdict")
        return '<span class="keep">remove or keep: no code here</span> <span class="why">%s%s</span>' % (
            esc(s.get("why") or ""), esc("; the counts alone say %s" % was) if was else "")
    if v == "unreached":
        return '<span class="why">never evaluated</span>'
    if v == "constant":
        return '<span class="why">constant here (%s): never rewritten from this build</span>' % esc(s.get("arch") or "?")
    if s.get("why"):
        return '<span class="why">%s</span>' % esc(s["why"])
    return ""


def _row(i, s, link, tolerance, table, sortable=True):
    f = s.get("file") or ""
    d = s.get("declared")
    count = s["count"]
    dist = abs(s["observed"] - d) if (count and d is not None) else 0.0
    nth = s.get("nth") or 0
    where = '%s:%d%s' % (path_html(f), s["line"], ("#%d" % nth) if nth else "")
    if link is not None:
        where = '<a href="%s#L%d">%s</a>' % (esc(link), s["line"], where)
    conflict = ""
    if s.get("declared_conflict"):
        conflict = '<br><span class="why">reports declare %s</span>' % esc(", ".join(str(x) for x in s["declared_conflict"]))
    v = s["verdict"]  # a name of VERDICTS: nothing to escape
    if sortable:  # what the script sorts and filters by
        head = ('<tr id="site-%d" data-order="%d" data-verdict="%s" data-file="%s" data-line="%d" data-where="%s:%09d" '
                'data-declared="%s" data-observed="%.4f" data-count="%d" data-dist="%.4f" data-expr="%s">' % (
                    i, i, v, esc(f), s["line"], esc(f), s["line"],
                    "" if d is None else d, s["observed"], count, dist, esc(s.get("expr"))))
    else:
        head = '<tr id="site-%d">' % i
    return head + (
        '<td><span class="v v-%s">%s</span></td><td>%s<br><span class="why">%s() &middot; %s</span></td>'
        '<td><code class="x">%s</code></td><td class="n">%s%s</td><td class="n">%s</td><td>%s<br><span class="why">[%.2f, %.2f]</span></td>'
        '<td>%s &rarr; %s<br><span class="why">%s</span></td><td class="n">%d%s</td><td>%s</td></tr>\n' % (
            v, v, where, esc(s.get("func")), esc(s.get("arch")),
            expr_html(_what(s)), "&ndash;" if d is None else d, conflict,
            ("%.2f%%" % s["observed"]) if count else "&ndash;", bar_svg(s),
            s["ci_low"], s["ci_high"], esc(s.get("hint") or "?"), esc(s.get("suggest_hint") or "?"),
            "measured pc %d" % s["suggest"] if count else "", count, _cost_cell(s),
            _fix_cell(s, tolerance, table)))


def _cost_cell(s):
    """Under the evaluations: the cost, a finding's gain, and "cold"."""
    def n(x):
        return "%d" % x if float(x) == int(x) else "%.1f" % x
    if "cost" not in s:
        return ""
    out = "cost %s" % n(s["cost"])
    if s.get("gain") is not None:
        out += ", gain %s" % n(s["gain"])
    if s.get("cold"):
        out += ', <b class="cold">cold</b>'
    return '<br><span class="why">%s</span>' % out


def _table(sites, link_of, tolerance, table, files, with_filters=True):
    """A table of sites; link_of(site) gives the href of its file page or None."""
    out = []
    if with_filters:
        file_filter = ""
        if len(files) <= FILTER_FILES:
            file_filter = ' <label>file <select id="ff"><option value="">all</option>%s</select></label>' % (
                "".join('<option>%s</option>' % esc(f) for f in files))
        out.append('<div id="filters" hidden>Filter: <label>verdict <select id="fv"><option value="">all</option>%s</select></label>%s</div>\n' % (
            "".join('<option>%s</option>' % v for v in VERDICTS), file_filter))
    out.append('<table id="sites" class="sites"><thead><tr><th data-key="verdict">verdict</th><th data-key="where">where</th>'
               '<th data-key="expr">site</th><th data-key="declared">declared pc</th><th data-key="observed">measured</th>'
               '<th data-key="dist">99%% interval: <span class="mk-d">&#9660;declared&#9650;</span> <span class="mk-o">&#9646;measured</span> <span class="mk-i">&#9632;interval</span></th>'
               '<th>hint: this build &rarr; measured</th><th data-key="count">evaluations</th><th>fix (tolerance %s)</th></tr></thead><tbody>\n' % esc(num(tolerance)))
    for i, s in enumerate(sites):
        out.append(_row(i, s, link_of(s), tolerance, table, with_filters))
    out.append("</tbody></table>\n")
    return "".join(out)


def _page(title, body, script=True):
    return ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            '<title>%s</title><style>%s</style></head><body>\n%s%s</body></html>\n' % (
                esc(title), CSS, body, ("<script>%s</script>\n" % JS) if script else ""))


def _nav(total, counts, here, prefix=""):
    out = ['<nav>Sort: ']
    for name, label in VIEWS:
        out.append(('<b>%s</b>' % esc(label)) if here == name else '<a href="%s%s">%s</a>' % (prefix, name, esc(label)))
    out.append('</nav>\n<nav>Verdict: ')
    out.append('<a href="%sindex.html">all (%d)</a>' % (prefix, total) if here != "index.html" else "<b>all (%d)</b>" % total)
    for v in VERDICTS:
        if counts.get(v):
            name = "verdict-%s.html" % v
            lab = '<span class="v v-%s">%s</span> (%d)' % (v, v, counts[v])
            out.append(("<b>%s</b>" % lab) if here == name else '<a href="%s%s" title="%s">%s</a>' % (
                prefix, name, esc(VERDICT_HELP[v]), lab))
    out.append("</nav>\n")
    return "".join(out)


def _summary(report, tolerance):
    return ('<p>%d sites from %d report%s (%d dump%s, run %s, counts from %s). Declared pc against the measured rate and its '
            '99%% Wilson interval; a fix writes the measured pc where it changes the generated code on some arch, '
            'or is more than %s points off (the tolerance); fewer than %d evaluations are too few to judge.</p>\n' % (
                len(report["sites"]), report.get("inputs", 1), "" if report.get("inputs", 1) == 1 else "s",
                report.get("dumps", 0), "" if report.get("dumps", 0) == 1 else "s",
                esc(report.get("run") if report.get("run") is not None else "?"),
                esc(report.get("source") or "profile"), esc(num(tolerance)), report.get("min_count") or 0)) + \
        '<p class="summary"><strong>%s</strong></p>\n' % esc(summary_line(report.get("summary") or summarize(report["sites"]))) + \
        _cost_note(report)


def _cost_note(report):
    """The cost formula and the cold threshold (cost.py), and --top's cut."""
    from ..cost import header
    c = report.get("cost") or header()
    top = report.get("top")
    return '<p class="cost">Order: %s. %s; cold: fewer than %d evaluations.%s</p>\n' % (
        esc(c.get("order") or ""), esc(c["formula"]), c["cold"],
        "" if top is None else " Only the first %d findings (--top %d)." % (top, top))


def _limited(sites, total_label, total=None):
    """The first LIMIT of sites, and a note saying so when there are more
    (total: how many there are, when sites is already cut)."""
    total = len(sites) if total is None else total
    if total <= LIMIT:
        return sites, ""
    return sites[:LIMIT], ('<p class="why">The first %d of %d %s; every site is on the page of its file '
                           '(<a href="by-file.html">files</a>).</p>\n' % (LIMIT, total, esc(total_label)))


def _source_lines(path):
    with open(path, "rb") as f:
        data = f.read()
    text = data.decode("utf-8", errors="replace")
    # lines as the compiler counts them: only \n (and \r\n) end one
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [l[:-1] if l.endswith("\r") else l for l in lines]


def _source_page(f, sites, total, counts, page, index, tolerance, table):
    path, rel, how = index.locate(f)
    why, rel = (None, rel) if path else (rel, None)
    body = ['<h1>%s</h1>\n' % esc(f), _nav(total, counts, page, prefix="../")]
    bad = sum(1 for s in sites if s["verdict"] in ("wrong", "miscalibrated"))
    varies = sum(1 for s in sites if s["verdict"] == "varies")
    body.append('<p>%d site%s, %d wrong or miscalibrated%s. %s</p>\n' % (
        len(sites), "" if len(sites) == 1 else "s", bad, ", %d varies" % varies if varies else "",
        ("Source: <code>%s</code> under %s%s." % (esc(rel), esc(index.root), "; " + esc(how) if how else "")) if rel else
        ('<strong class="v v-wrong">Source not found</strong>: %s (searched %s; --root sets the tree).' % (
            esc(why), esc(index.root)))))
    body.append(_table(sites, (lambda s: "") if rel else (lambda s: None), tolerance, table, [f], with_filters=False))
    lines = None
    if rel:
        try:
            lines = _source_lines(path)
        except OSError as e:
            body.append('<p><strong>Source not readable</strong>: %s</p>\n' % esc(os_reason(e)))
    if lines is not None:
        by_line = {}
        for i, s in enumerate(sites):
            by_line.setdefault(s["line"], []).append((i, s))
        body.append('<h2>Source</h2>\n<table class="src"><tbody>\n')
        for n, text in enumerate(lines, 1):
            here = by_line.get(n)
            cls = ann = ""
            if here:
                worst = min((s for _, s in here), key=lambda s: VERDICT_RANK[s["verdict"]])
                cls = ' class="l-%s"' % worst["verdict"]
                ann = " ".join(
                    '<a href="#site-%d" class="v v-%s" title="%s">%s&rarr;%s</a>' % (
                        i, esc(s["verdict"]),
                        esc("%s: %s, declared %s, measured %.2f%% of %d" % (
                            s["verdict"], _what(s), "none" if s.get("declared") is None else s["declared"],
                            s["observed"], s["count"])),
                        "&ndash;" if s.get("declared") is None else s["declared"],
                        ("%d" % s["suggest"]) if s["count"] else "&ndash;")
                    for i, s in here)
            body.append('<tr id="L%d"%s><td class="ln">%d</td><td class="ann">%s</td><td class="code"><code>%s</code></td></tr>\n' % (
                n, cls, n, ann, esc(text.replace("\f", " "))))
        body.append("</tbody></table>\n")
        missing = sorted(l for l in by_line if l > len(lines))
        if missing:
            body.append('<p>Lines past the end of the file: %s (the source changed since the report?)</p>\n' % esc(
                ", ".join(map(str, missing))))
    return _page("%s - probable profile" % f, "".join(body), script=False)


def _file_list(by_file, pages, total, counts, report, tolerance):
    present = [v for v in VERDICTS if counts.get(v)]
    out = ['<h1>probable profile report: files</h1>\n', _summary(report, tolerance), _nav(total, counts, "by-file.html"),
           '<table id="files"><thead><tr><th>file</th><th>sites</th><th>verdicts</th></tr></thead><tbody>\n']
    for f in sorted(by_file):
        c = {}
        for s in by_file[f]:
            c[s["verdict"]] = c.get(s["verdict"], 0) + 1
        out.append('<tr data-file="%s"><td><a href="%s">%s</a></td><td class="n">%d</td><td>%s</td></tr>\n' % (
            esc(f), esc(pages[f]), path_html(f), len(by_file[f]),
            " ".join('<span class="v v-%s">%s %d</span>' % (v, v, c[v]) for v in present if c.get(v))))
    out.append("</tbody></table>\n")
    return _page("probable profile report (files)", "".join(out), script=False)


def check_output(outdir):
    """InputError when outdir cannot be the HTML directory (a file, or in
    a directory that is missing or not writable); nothing is created."""
    if os.path.lexists(outdir) and not os.path.isdir(outdir):
        raise InputError(outdir, "is not a directory (the HTML report is a directory of pages)")
    parent = os.path.dirname(os.path.abspath(outdir))
    if not os.path.isdir(parent):
        raise InputError(outdir, "its directory %s does not exist" % parent)
    target = outdir if os.path.isdir(outdir) else parent
    if not os.access(target, os.W_OK | os.X_OK):
        raise InputError(outdir, "Permission denied (not writable)")


def write(report, outdir, root=".", tolerance=DEFAULT_TOLERANCE, table=None):
    """Write the pages into outdir (created when missing): built in a new
    directory beside it and moved in when complete, so an error leaves
    nothing behind.  Returns the list of files written.  Raises
    InputError(outdir, reason)."""
    check_output(outdir)
    parent = os.path.dirname(os.path.abspath(outdir))
    try:
        tmp = tempfile.mkdtemp(prefix=".probable-html-", dir=parent)
    except OSError as e:
        raise InputError(outdir, os_reason(e))
    try:
        names = _write_pages(report, tmp, root, tolerance, table)
        if not os.path.isdir(outdir):
            os.rename(tmp, outdir)
            tmp = None
        else:
            os.makedirs(os.path.join(outdir, "files"), exist_ok=True)
            for n in names:
                os.replace(os.path.join(tmp, n), os.path.join(outdir, n))
        return [os.path.join(outdir, n) for n in names]
    except OSError as e:
        raise InputError(outdir, os_reason(e))
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)


def _write_pages(report, outdir, root, tolerance, table):
    os.makedirs(os.path.join(outdir, "files"), exist_ok=True)
    sites = report["sites"]
    total = len(sites)
    by_file = {}
    counts = {}
    for s in sites:
        by_file.setdefault(s.get("file") or "", []).append(s)
        counts[s["verdict"]] = counts.get(s["verdict"], 0) + 1
    files = sorted(by_file)
    pages = {f: "files/" + _slug(f) for f in files}
    written = []

    def put(name, text):
        with open(os.path.join(outdir, name), "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        written.append(name)

    def link_of(s):
        return pages.get(s.get("file") or "")

    def dist(s):
        d = s.get("declared")
        return abs(s["observed"] - d) if (s["count"] and d is not None) else 0.0

    legend = ('<p class="legend">%s</p>\n' % " ".join(
        '<span><span class="v v-%s">%s</span> %s</span>' % (v, v, esc(VERDICT_HELP[v])) for v in VERDICTS if counts.get(v)))
    orders = {"index.html": lambda: sites,
              "by-count.html": lambda: sorted(sites, key=lambda s: -s["count"])[:LIMIT],
              "by-distance.html": lambda: sorted(sites, key=lambda s: -dist(s))[:LIMIT]}
    for name, label in VIEWS:
        if name == "by-file.html":
            put(name, _file_list(by_file, pages, total, counts, report, tolerance))
            continue
        shown, note = _limited(orders[name](), "sites", total)
        body = ['<h1>probable profile report</h1>\n', _summary(report, tolerance),
                _nav(total, counts, name), legend, note,
                _table(shown, link_of, tolerance, table, files)]
        put(name, _page("probable profile report (%s)" % label, "".join(body)))
    by_verdict = {}
    for s in sites:
        got = by_verdict.get(s["verdict"])
        if got is None:
            by_verdict[s["verdict"]] = [s]
        elif len(got) < LIMIT:
            got.append(s)
    for v in VERDICTS:
        if counts.get(v):
            name = "verdict-%s.html" % v
            shown, note = _limited(by_verdict[v], "%s sites" % v, counts[v])
            body = ['<h1>probable profile report: %s</h1>\n' % esc(v), _summary(report, tolerance),
                    _nav(total, counts, name), legend, note,
                    _table(shown, link_of, tolerance, table, files)]
            put(name, _page("probable profile report: %s" % v, "".join(body)))
    index = SourceIndex(root)
    for f in files:
        put(pages[f], _source_page(f, by_file[f], total, counts, pages[f], index, tolerance, table))
    return written
