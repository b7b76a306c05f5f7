#include <stdlib.h>
#include <string.h>
#include "symx.h"
#include "cJSON.h"
#ifndef INPUT_BYTES /* bench/parsers.py may give another size */
#define INPUT_BYTES 6
#endif
int main(void) {
  char in[INPUT_BYTES + 1];
  symx_make_symbolic(in, INPUT_BYTES, "json");
  in[INPUT_BYTES] = 0;
  cJSON *j = cJSON_Parse(in);
  if (!j) return 1;
  char *out = cJSON_PrintUnformatted(j);
  int r = 2;
  if (cJSON_IsNumber(j) && j->valuedouble > 1.5) r = 3;
  if (cJSON_IsArray(j)) r = 4;
  if (cJSON_IsString(j) && strlen(j->valuestring) > 1) r = 5;
  free(out);
  cJSON_Delete(j);
  return r;
}
