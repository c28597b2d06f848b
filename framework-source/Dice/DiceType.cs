using DiceRolling.Id;
using Godot;

/// <summary>
/// Dados e energia: o dado (<see cref="DiceType"/>) e suas faces (<see cref="DiceSide"/>), cada uma com uma energia
/// (<see cref="DiceEnergy"/>) que, obtida na rolagem, paga o custo das ações, além da fábrica de dados padrão
/// (<see cref="DiceFactory"/>) e da localização de cada dado (<see cref="DiceLocation"/>).
/// </summary>
namespace DiceRolling.Dice;

/// <summary>
/// Recurso de dado: um conjunto de faces (<see cref="DiceSide"/>), cada uma com uma energia, mais a localização
/// atual do dado e a rolagem aleatória que gera energia para as ações.
/// </summary>
/// <remarks>
/// <para>
/// No combate, a cada rodada, durante a declaração de ações, os personagens do jogador rolam uma vez cada dado de
/// <see cref="DiceRolling.Characters.CharacterType.EquippedDice"/>; a energia sorteada vai para
/// <see cref="DiceRolling.Characters.CharacterType.AvailableEnergy"/> e paga o custo das ações
/// (<see cref="DiceRolling.Actions.ActionType.RequiredEnergy"/>). A reserva não acumula entre rolagens.
/// </para>
/// <para>
/// <see cref="SideCount"/> é recalculado automaticamente a partir de <see cref="Sides"/> e aparece somente leitura
/// no inspetor (via <see cref="_ValidateProperty"/>). Dados de fábrica, com as energias em ciclo
/// pelas faces, são criados com <see cref="DiceFactory"/>; dados em memória durante o jogo são geridos por
/// <see cref="DiceRolling.Stores.DiceStore"/>.
/// </para>
/// </remarks>
/// <example>
/// <code>
/// var sides = new Godot.Collections.Array&lt;DiceSide&gt;
/// {
///     new DiceSide(red), new DiceSide(green), new DiceSide(blue),
///     new DiceSide(red), new DiceSide(green), new DiceSide(blue),
/// };
/// var dado = new DiceType("Testing Dice", sides, new DiceLocation(DiceLocationCategory.Inventory));
/// DiceEnergy? energia = dado.Roll();
/// </code>
/// </example>
/// <seealso cref="IDice{T}"/>
[Tool]
[GlobalClass]
public partial class DiceType : IdentifiableResource, IDice<DiceSide>
{
    /// <summary>Cria um dado vazio (usado pelo Godot ao carregar o recurso e pelo inspetor).</summary>
    public DiceType() => throw null;

    /// <summary>Cria um dado com nome, faces e localização.</summary>
    /// <param name="name">Nome do dado, por exemplo <c>"Testing Dice"</c>.</param>
    /// <param name="sides">Faces do dado; o número de elementos define <see cref="SideCount"/>.</param>
    /// <param name="location">Localização inicial do dado.</param>
    public DiceType(string name, Godot.Collections.Array<DiceSide> sides, DiceLocation location) => throw null;

    /// <summary>Nome exibido do dado.</summary>
    [Export]
    public string Name { get; set; }

    /// <summary>Quantidade de faces, calculada a partir de <see cref="Sides"/>; somente leitura no inspetor.</summary>
    [Export]
    public int SideCount { get; private set; }

    /// <summary>Faces do dado, na ordem; cada uma concede uma energia.</summary>
    [Export]
    public Godot.Collections.Array<DiceSide> Sides { get; set; }

    /// <summary>Onde o dado está (inventário, com um personagem ou em lugar nenhum).</summary>
    [Export]
    public DiceLocation Location { get; set; }

    /// <summary>
    /// Ajusta como as propriedades aparecem no inspetor; torna <see cref="SideCount"/> somente leitura.
    /// </summary>
    /// <param name="property">Dicionário de descrição da propriedade fornecido pelo Godot.</param>
    public override void _ValidateProperty(Godot.Collections.Dictionary property) => throw null;

    /// <summary>
    /// Verifica se os dados informados na construção do dado são válidos.
    /// </summary>
    public void ValidateConstructor() => throw null;

    /// <summary>
    /// Rola o dado: sorteia uma face aleatória e devolve a energia dela.
    /// </summary>
    /// <returns>A energia da face sorteada, ou <see langword="null"/> se o dado não tiver faces ou a face não tiver energia.</returns>
    public DiceEnergy? Roll() => throw null;
}
