#include <stdlib.h>
#include <string.h>
#include "symx.h"
#include "cJSON.h"
int main(void) {
  char in[7];
  symx_make_symbolic(in, 6, "json");
  in[6] = 0;
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
