"""Common given names of many cultures (pure data, names39): the second part of
:mod:`~tapyre_paper_search.pdf.givennames`' list, which had been mostly Spanish and
English ("Ursula", "Klaus", "Pierre", "Olga", "Mehmet", "Fatima", "Priya", "Hiroshi",
"Wei", "Kwame", "Ngozi" were missing).

Written for this project, grouped by region (the ``#`` lines are comments).  The list is
evidence used where a byline's words are ambiguous, so names that are also common
English, German or title words are kept off ("Young", "Grace", "Hope", "Will", "Mark",
"Rose", "Frank", "Per", "Otto", "Pascal", "Magnus", "Ion", "Jun", "Milan", "Santiago")
and so are words that are mostly family names ("Chen", "Yang", "Kamau").
"""

from __future__ import annotations

WORLD_NAMES = """
# German / Austrian / Swiss
klaus wolfgang jürgen dieter günter uwe ulrich ursula ingrid helga gisela monika sabine
petra birgit heike jörg rainer manfred werner helmut gerhard bernd stefan markus
matthias tobias johannes katharina franziska jana anja katrin kerstin silke renate
brigitte hildegard gertrud friedrich heinrich wilhelm karl ludwig volker holger torsten
sven lars jens uta elke antje wiebke
# Dutch / Flemish
pieter jeroen joost bram thijs wouter maarten koen sanne femke lieke eline marieke anouk
inge henk kees joop ruud wim geert jan-willem hendrik willem
# Scandinavian / Nordic
olaf nils björn gunnar henrik kjell leif torbjörn astrid sigrid ingeborg solveig liv
kari birgitta annika malin elin frida linnea maja jonas mikael niklas oskar emil johan
kristian morten rasmus søren mette pernille sanna tuomas jukka mikko antti juha pekka
matti heikki minna päivi riikka tiina liisa leena hanna jóhanna guðrún sigurður ólafur einar
# French
pierre jacques michel philippe alain bernard christophe frédéric olivier thierry laurent
sébastien stéphane jérôme guillaume mathieu benoît étienne yves hervé didier cédric
julien aurélien maxime quentin romain céline sandrine nathalie isabelle sylvie véronique
valérie aurélie émilie élodie mathilde chloé manon océane juliette margaux geneviève
françoise hélène josiane colette sylvain thibault
# Italian
luca giorgio stefano massimo alessio davide simone fabrizio emanuele enrico lorenzo
riccardo tommaso vittorio salvatore gianluca pietro antonella giovanna federica valeria
martina serena alessia ilaria giorgia beatrice rosaria
# Spanish / Portuguese / Latin American
mateo hernán ramiro joaquín agustina florencia micaela ximena guadalupe lorena soledad
constanza macarena rocío nuria montserrat begoña iñaki xabier aitor iker mikel ainhoa
itziar leire gonçalo tiago rui afonso leonor matilde catarina thiago leandro marcelo
rafaela larissa letícia juliana vanessa
# Slavic / Baltic
olga dmitri dmitry sergei sergey vladimir alexei aleksandr nikolai mikhail igor yuri
oleg boris pavel anatoly viktor evgeny yevgeny konstantin tatiana tatyana natalia
svetlana irina ekaterina yekaterina anastasia ludmila lyudmila galina nadezhda oksana
yulia ksenia darya dasha piotr paweł tomasz krzysztof marcin łukasz michał grzegorz
wojciech jakub kamil małgorzata magdalena joanna aleksandra ewa dorota beata jolanta
zofia jiří petr jaroslav miroslav lucie tereza veronika kateřina zuzana dragan zoran
goran nenad dejan miloš ivana jelena milica snežana bojan luka marko nikola tomislav
mateja vesna aleksander vytautas ieva jānis andris ilze kristīne tõnu kadri liis ivanka
boyan dimitar georgi krasimir
# Hungarian / Romanian / Greek / Albanian
zoltán lászló istván gábor tamás attila sándor ferenc zsófia katalin erzsébet ildikó
krisztina zsuzsanna andrás balázs ioan gheorghe mihai vasile cristian ovidiu radu bogdan
ioana mihaela andreea raluca georgios dimitrios konstantinos nikolaos ioannis panagiotis
christos vasilis eleni despina vasiliki agim arben besnik fatmir driton blerina arta
# Turkish / Azerbaijani / Central Asian
mehmet mustafa ahmet hüseyin hasan ibrahim ismail osman yusuf murat emre burak cem kemal
serkan volkan ayşe fatma emine hatice zeynep elif merve büşra özlem gülşen aigerim
yerlan dauren aliya saule bakhyt rustam timur farrukh dilnoza gulnara
# Arabic / Persian / Hebrew
mohammed muhammad mohamed ahmad mahmoud khalid omar tariq youssef hamza hassan hussein
karim samir walid nabil faisal abdullah abdulaziz saeed fatima fatimah aisha khadija
zainab maryam layla leila noura rania salma yasmin yasmine amina hana huda reza mehdi
hossein mohsen ali-reza parisa zahra narges shirin mahsa niloufar farah dariush kaveh
babak yossi moshe avraham yitzhak eitan noam itai yael tamar noa michal shira ayelet
rivka
# South Asian
priya anjali deepika kavya pooja neha divya sneha shreya swati aishwarya lakshmi meena
sunita rekha anita kavitha rahul amit vikram sanjay rajesh suresh ramesh mahesh ganesh
venkatesh srinivas arjun rohit ankit nikhil abhishek vivek prakash anand aravind karthik
sundar rajiv manoj sunil vijay ajay aditya siddharth harish naveen pradeep arun varun
kiran sachin rakesh dinesh mukesh ashok gopal krishna murali raghav imran tanvir farhan
nasir rashid shahid asif kamal zahid nusrat shabnam tahmina farzana sadia rubina
# East / South-East Asian
hiroshi takashi kenji yuki haruki takeshi satoshi kazuo hideo masato daisuke kenta shota
yuto ryota akiko yoko keiko naoko tomoko yumiko sachiko haruka yui aoi misaki wei jing
hui yan xin hao ying xiaoming xiaohong jianguo zhiwei yifan jiahui meiling minh tuan
thanh huong linh nguyet trang duc quang anh somchai somsak supachai nattapong siriporn
pimchanok wichai suda ji-hoon min-jun seo-yeon ji-woo hyun-woo eun-ji soo-jin jae-hyun
young-ho
# Sub-Saharan African
kwame kofi kwabena kwaku kwasi akosua abena adwoa efua yaa ngozi chiamaka chidi
chukwuemeka emeka obinna ifeanyi nnamdi uchenna chinonso adaeze oluwaseun olumide
babatunde oluwatoyin folake funmilayo yetunde tunde segun kayode abubakar aminu aliyu
usman halima hadiza wanjiru wambui njeri akinyi achieng nyambura baraka neema amani
thabo sipho themba lindiwe nomvula thandiwe zanele bongani mandla tendai tatenda chipo
rudo tsitsi tafadzwa kagiso lerato boitumelo tshepo mamadou moussa ousmane aminata
fatoumata mariama ibrahima cheikh abdou tesfaye haile girma tadesse alemu mulugeta abebe
yohannes meron selam hirut tigist
# Anglo / Irish / Welsh / Celtic
siobhan niamh aoife ciara sinéad roisin orla caoimhe eoin cian oisín ruairí seamus
padraig declan ciaran fergus dermot aled rhys gareth gethin dafydd eleri angharad bethan
catrin sioned carys iwan
# Oceania / Pacific / other
aroha hemi tane rangi manaia losa sione mele viliami tavita kalani keoni leilani makana
malia
"""
"""The names, one or more a line, ``#`` lines naming the region."""


def world_given_names() -> list[str]:
    """The words of :data:`WORLD_NAMES` (comment lines left out)."""
    return [
        w for line in WORLD_NAMES.splitlines() if not line.startswith("#") for w in line.split()
    ]


def region_given_names(region: str) -> list[str]:
    """The words of :data:`WORLD_NAMES` under the ``#`` line opening with ``region``
    ("# East / South-East Asian"), up to the next ``#`` line; none for a region not named."""
    found: list[str] = []
    inside = False
    for line in WORLD_NAMES.splitlines():
        if line.startswith("#"):
            inside = line[1:].strip().startswith(region)
        elif inside:
            found.extend(line.split())
    return found
