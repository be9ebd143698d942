"""The classes the front-matter line classifier tells apart, and their columns in its
probability rows."""

CLASSES = ("other", "title", "author", "affiliation", "abstract")
TITLE, AUTHOR, AFFILIATION, ABSTRACT = 1, 2, 3, 4
