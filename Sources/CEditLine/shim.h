// libedit's readline-compatible API: line editing and history for `spend chat`.
#include <stdio.h>
#include <stdlib.h>
#include <editline/readline.h>
