/*
 * The floor for `segue validate DIR`: read every regular file of a folder and pull all of its
 * libyaml parser events, doing nothing with them. A whole process, like segue, so the two can be
 * timed side by side (Scripts/bench.sh, issue 23). Build: cc -O2 yaml-scan.c -lyaml -o yaml-scan
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static long scan(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) return -1;
    yaml_parser_t parser;
    yaml_event_t event;
    long events = 0;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_file(&parser, file);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) { events = -1; break; }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    fclose(file);
    return events;
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: yaml-scan DIR\n"); return 64; }
    DIR *dir = opendir(argv[1]);
    if (!dir) { perror(argv[1]); return 1; }
    long files = 0, events = 0, failed = 0;
    char path[4096];
    struct dirent *entry;
    while ((entry = readdir(dir))) {
        size_t n = strlen(entry->d_name);
        if (n < 6 || strcmp(entry->d_name + n - 5, ".yaml") != 0) continue;
        snprintf(path, sizeof path, "%s/%s", argv[1], entry->d_name);
        long count = scan(path);
        if (count < 0) failed++; else events += count;
        files++;
    }
    closedir(dir);
    printf("%ld files, %ld events, %ld unreadable\n", files, events, failed);
    return failed ? 1 : 0;
}
