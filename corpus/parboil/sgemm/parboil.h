// A small stand-in for Parboil's parboil.h (written for this corpus): the
// -i file1,file2 / -o file command line and named timers whose report goes
// to stderr.
#ifndef PARBOIL_MINI_H
#define PARBOIL_MINI_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

struct pb_Parameters {
  char *outFile;     /* If not NULL, the output file name */
  char **inpFiles;   /* NULL-terminated list of input file names */
};

enum pb_TimerID { pb_TimerID_NONE = 0, pb_TimerID_IO, pb_TimerID_KERNEL, pb_TimerID_COPY, pb_TimerID_COMPUTE, pb_TimerID_LAST };

struct pb_TimerSet {
  enum pb_TimerID current;
  double start;
  double elapsed[pb_TimerID_LAST];
};

static double pb_now() {
  struct timeval tv;
  gettimeofday(&tv, NULL);
  return tv.tv_sec + tv.tv_usec * 1e-6;
}

static struct pb_Parameters *pb_ReadParameters(int *_argc, char **argv) {
  struct pb_Parameters *p = (struct pb_Parameters *)malloc(sizeof(struct pb_Parameters));
  p->outFile = NULL;
  p->inpFiles = (char **)calloc(1, sizeof(char *));
  for (int i = 1; i < *_argc; ++i) {
    if (!strcmp(argv[i], "-o") && i + 1 < *_argc) {
      p->outFile = strdup(argv[++i]);
    } else if (!strcmp(argv[i], "-i") && i + 1 < *_argc) {
      char *list = strdup(argv[++i]);
      int n = 1;
      for (char *c = list; *c; ++c)
        n += *c == ',';
      free(p->inpFiles);
      p->inpFiles = (char **)calloc(n + 1, sizeof(char *));
      int k = 0;
      for (char *tok = strtok(list, ","); tok; tok = strtok(NULL, ","))
        p->inpFiles[k++] = strdup(tok);
      free(list);
    } else {
      fprintf(stderr, "Unexpected command line parameter '%s'\n", argv[i]);
      return NULL;
    }
  }
  return p;
}

static void pb_FreeParameters(struct pb_Parameters *p) {
  for (char **f = p->inpFiles; *f; ++f)
    free(*f);
  free(p->inpFiles);
  free(p->outFile);
  free(p);
}

static void pb_InitializeTimerSet(struct pb_TimerSet *t) {
  memset(t, 0, sizeof(*t));
}

static void pb_SwitchToTimer(struct pb_TimerSet *t, enum pb_TimerID id) {
  double now = pb_now();
  if (t->current != pb_TimerID_NONE)
    t->elapsed[t->current] += now - t->start;
  t->current = id;
  t->start = now;
}

static void pb_PrintTimerSet(struct pb_TimerSet *t) {
  const char *names[] = {"", "IO", "Kernel", "Copy", "Compute"};
  for (int i = 1; i < pb_TimerID_LAST; ++i)
    fprintf(stderr, "%s: %f\n", names[i], t->elapsed[i]);
}
#endif
