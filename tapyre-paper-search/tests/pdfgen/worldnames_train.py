"""front28's train name parts for :mod:`pdfgen.worldnames` (``--world-names``): the
cultures the train split draws from in front28's round, and from front29's on with each
earlier round's held-out parts (:data:`pdfgen.worldnames.ROUNDS`).  Split from
:mod:`pdfgen.worldnames` (tidy46).
"""

from __future__ import annotations

from pdfgen.worldmakers import Parts

TRAIN: dict[str, Parts] = {
    "chinese": {
        "given": ("Xiaoming", "Wei", "Jianguo", "Yuxuan", "Hao", "Zhiqiang", "Lingling", "Xin",
                  "Jing", "Yifan", "Xiao-Ming", "Zhen", "Qiang", "Mei", "Ruoxi"),
        "family": ("Li", "Wang", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou",
                   "Xu", "Sun", "Ma", "Zhu", "Hu", "Guo", "He", "Lin"),
    },
    "japanese": {
        "given": ("Hiroshi", "Takeshi", "Yuki", "Haruka", "Kenji", "Satoshi", "Akiko", "Daisuke",
                  "Naoko", "Shinji", "Tomoko", "Kazuhiro"),
        "family": ("Tanaka", "Suzuki", "Takahashi", "Watanabe", "Ito", "Yamamoto", "Nakamura",
                   "Kobayashi", "Kato", "Yoshida", "Yamada", "Sasaki", "Matsumoto"),
    },
    "korean": {
        "given": ("Ji-hoon", "Min-jung", "Seo-yeon", "Dong-hyun", "Jae-won", "Hye-jin", "Sung-min",
                  "Eun-ji", "Young-ho", "Ha-eun"),
        "family": ("Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim"),
    },
    "vietnamese": {
        "given": ("Anh", "Minh", "Hung", "Lan", "Thao", "Tuan", "Huong", "Dung", "Khoa", "Linh"),
        "more": ("Van", "Thi", "Duc", "Ngoc", "Thanh", "Quoc", "Hoang"),
        "family": ("Nguyen", "Tran", "Le", "Pham", "Hoang", "Phan", "Vu", "Dang", "Bui", "Do"),
    },
    "indian": {
        "given": ("Priya", "Arun", "Rajesh", "Lakshmi", "Venkatesh", "Ananya", "Sandeep", "Deepika",
                  "Suresh", "Kavitha", "Aditya", "Meenakshi", "Rohit", "Sunita"),
        "family": ("Sharma", "Venkataraman", "Iyer", "Krishnamurthy", "Patel", "Gupta", "Reddy",
                   "Chatterjee", "Banerjee", "Nair", "Subramanian", "Mukherjee", "Rao", "Menon"),
    },
    "arabic": {
        "given": ("Mohammed", "Fatima", "Omar", "Khalid", "Layla", "Youssef", "Amina", "Tariq",
                  "Nour", "Hassan", "Salma", "Karim"),
        "family": ("Al-Rashid", "El Amrani", "Haddad", "Al-Farsi", "Mansour", "Abdel-Rahman",
                   "Benali", "Saleh", "El-Sayed", "Nasser", "Al-Qahtani", "Bouzid"),
    },
    "persian": {
        "given": ("Mohammad", "Zahra", "Ali", "Maryam", "Reza", "Fatemeh", "Hossein", "Parisa",
                  "Mehdi", "Shirin"),
        "more": ("Reza", "Ali", "Hossein", "Sadegh", "Javad"),
        "family": ("Hosseini", "Ahmadi", "Rezaei", "Mohammadi", "Karimi", "Moradi", "Jafari",
                   "Rahimi", "Kazemi", "Ghorbani", "Sadeghi"),
    },
    "turkish": {
        "given": ("Ayşe", "Mehmet", "Mustafa", "Zeynep", "Emre", "Elif", "Burak", "Gökhan",
                  "Şule", "Çağlar", "Ebru", "Oğuz"),
        "family": ("Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Öztürk", "Aydın",
                   "Arslan", "Doğan", "Kılıç", "Aslan"),
    },
    "yoruba": {
        "given": ("Oluwaseun", "Adebayo", "Folasade", "Olumide", "Temitope", "Babatunde", "Yetunde",
                  "Ayodele", "Olufemi", "Bukola"),
        "family": ("Adeyemi", "Ogunleye", "Adebisi", "Olatunji", "Akinola", "Ogundipe", "Adewale",
                   "Oyelaran", "Fashola", "Ajayi"),
    },
    "igbo": {
        "given": ("Chukwuemeka", "Ngozi", "Chinedu", "Adaeze", "Obinna", "Chiamaka", "Ifeanyi",
                  "Nneka", "Uchenna", "Chidi"),
        "family": ("Okafor", "Eze", "Nwosu", "Okonkwo", "Obi", "Nwachukwu", "Okeke", "Onyeka",
                   "Uzoma", "Chukwu"),
    },
    "swahili": {
        "given": ("Wanjiru", "Baraka", "Amani", "Neema", "Juma", "Zawadi", "Imani", "Rehema",
                  "Kamau", "Wambui"),
        "family": ("Mwangi", "Otieno", "Kiprono", "Njoroge", "Mutua", "Wanjala", "Omondi",
                   "Kariuki", "Mwakyusa", "Chege"),
    },
    "slavic": {
        "given": ("Jiří", "Ekaterina", "Małgorzata", "Dmitri", "Zuzana", "Tomasz", "Olga",
                  "Miroslav", "Agnieszka", "Vladimír", "Svetlana", "Bożena"),
        "family": ("Novák", "Ivanova", "Wiśniewska", "Kuznetsov", "Dvořáková", "Kowalski",
                   "Petrović", "Horváthová", "Sokolov", "Jankowski", "Černý", "Zieliński"),
    },
    "hungarian": {
        "given": ("Gábor", "Zsófia", "László", "Katalin", "Péter", "Erzsébet", "Balázs", "Ildikó",
                  "Zoltán", "Réka"),
        "family": ("Nagy", "Kovács", "Tóth", "Szabó", "Horváth", "Varga", "Kiss", "Molnár",
                   "Németh", "Farkas"),
    },
    "spanish": {
        "given": ("Juan", "María", "José", "Carmen", "Francisco", "Lucía", "Alejandro", "Pilar",
                  "Javier", "Rocío"),
        "more": ("Manuel", "Luis", "Antonio", "Isabel", "Ángel", "Elena"),
        "family": ("López", "García", "Fernández", "Martínez", "Sánchez", "Rodríguez", "Gómez",
                   "Jiménez", "Ruiz", "Moreno", "Álvarez", "Romero", "Navarro", "Torres"),
    },
    "portuguese": {
        "given": ("João", "Ana", "Pedro", "Mariana", "Tiago", "Beatriz", "Rui", "Inês", "Gonçalo",
                  "Leonor"),
        "more": ("de", "dos", "da", "do", "das"),
        "family": ("Santos", "Souza", "Oliveira", "Silva", "Almeida", "Carvalho", "Ferreira",
                   "Costa", "Pereira", "Nascimento"),
    },
    "dutch": {
        "given": ("Jan", "Pieter", "Anneke", "Willem", "Maarten", "Femke", "Joost", "Sanne", "Bram",
                  "Lotte"),
        "more": ("van der", "van den", "de", "van", "ter", "van de"),
        "family": ("Berg", "Vries", "Meer", "Linden", "Heuvel", "Brink", "Wal", "Bosch", "Veen",
                   "Haar"),
    },
    "icelandic": {
        "given": ("Guðrún", "Sigurður", "Jón", "Kristín", "Ólafur", "Helga", "Gunnar", "Sigríður"),
        "family": ("Jóns", "Péturs", "Magnús", "Einars", "Sigurðar", "Gunnars", "Ólafs"),
    },
    "single": {
        "given": ("Suharto", "Widodo", "Suparman", "Sukarno", "Kartini", "Mulyani", "Hartono",
                  "Setiawan"),
    },
    "initials": {
        "family": ("Chen", "Sharma", "Okafor", "Martin", "Nguyen", "Kowalski", "Haddad", "Kim",
                   "Oliveira", "Yilmaz"),
    },
    "english-words": {
        "given": ("Rose", "Mark", "Grace", "Faith", "Hope", "Will", "Bill", "Rob", "Joy", "Dawn",
                  "Guy", "Jack"),
        "family": ("Hill", "Brown", "Long", "Young", "Field", "Wood", "Page", "Stone", "Bird",
                   "Fox", "Green", "Rice", "Short", "Bell", "Small"),
    },
}  # fmt: skip
