// libsndfile: WAV/FLAC writing for the spool and uploads, reading any format for `transcribe`.
#include <sndfile.h>
