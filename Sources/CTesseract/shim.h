// Tesseract's C API and the Leptonica image library it reads images through.
#include <tesseract/capi.h>
#include <leptonica/allheaders.h>
