/* SPDX-License-Identifier: MIT */
/* Drawing SVG: the document, text and arrows the pictures share. Coordinates are written with
 * one decimal, which is finer than any screen or printer shows. */
#include <math.h>

#include "print/print-private.h"

void bm_svg_open(struct bm_buf *b, double width, double height, const char *title,
                 double height_mm)
{
    int standalone = height_mm <= 0;
    if (standalone)
        bm_buf_puts(b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    bm_buf_printf(b, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %.0f %.0f\"",
                  width, height);
    if (standalone)
        bm_buf_printf(b, " width=\"%.0f\" height=\"%.0f\"", width, height);
    else
        bm_buf_printf(b, " style=\"display:block;width:100%%;height:%.0fmm\"", height_mm);
    bm_buf_puts(b, " font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" role=\"img\">\n"
                   "<title>");
    bm_print_text(b, title);
    bm_buf_printf(b, "</title>\n<rect width=\"%.0f\" height=\"%.0f\" fill=\"#fff\"/>\n", width,
                  height);
}

void bm_svg_close(struct bm_buf *b)
{
    bm_buf_puts(b, "</svg>\n");
}

void bm_svg_text(struct bm_buf *b, double x, double y, const char *anchor, const char *cls,
                 const char *text)
{
    bm_buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\"", x, y, anchor);
    if (cls)
        bm_buf_printf(b, " class=\"%s\"", cls);
    bm_buf_puts(b, ">");
    bm_print_text(b, text);
    bm_buf_puts(b, "</text>\n");
}

void bm_svg_arrow(struct bm_buf *b, double x1, double y1, double x2, double y2, double bend,
                  double trim, const char *cls)
{
    double dx = x2 - x1, dy = y2 - y1, len = sqrt(dx * dx + dy * dy);
    if (len < 1)
        return;
    if (2 * trim > len - 8)
        trim = len > 8 ? (len - 8) / 2 : 0;
    double ux = dx / len, uy = dy / len;
    double sx = x1 + ux * trim, sy = y1 + uy * trim, ex = x2 - ux * trim, ey = y2 - uy * trim;
    /* the control point sits to the left of the direction of travel */
    double cx = (sx + ex) / 2 + uy * bend * len, cy = (sy + ey) / 2 - ux * bend * len;
    bm_buf_printf(b,
                  "<path d=\"M%.1f %.1fQ%.1f %.1f %.1f %.1f\" class=\"%s\" fill=\"none\""
                  " marker-end=\"url(#m-%s)\"/>\n",
                  sx, sy, cx, cy, ex, ey, cls, cls);
}

void bm_svg_markers(struct bm_buf *b, const char *const *cls, const char *const *colour)
{
    bm_buf_puts(b, "<defs>\n");
    for (unsigned i = 0; cls[i]; i++)
        bm_buf_printf(b,
                      "<marker id=\"m-%s\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\""
                      " markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\">"
                      "<path d=\"M0 0L10 5L0 10z\" fill=\"%s\"/></marker>\n",
                      cls[i], colour[i]);
    bm_buf_puts(b, "</defs>\n");
}
