// cairo with its PDF surface: receipts shared as PDF.
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
