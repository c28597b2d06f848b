using DiceRolling.Id;
using Godot;

namespace DiceRolling.Dice;

/// <summary>
/// Contrato genérico de um dado cujas faces são do tipo <typeparamref name="T"/>.
/// </summary>
/// <typeparam name="T">
/// Tipo das faces; deve ser <see cref="DiceSide"/> ou derivado. Marcado com <c>[MustBeVariant]</c> porque é usado
/// em <see cref="Godot.Collections.Array{T}"/>.
/// </typeparam>
/// <remarks>A implementação do framework é <see cref="DiceType"/>, que implementa <c>IDice&lt;DiceSide&gt;</c>.</remarks>
public interface IDice<[MustBeVariant] T> : IIdentifiable where T : DiceSide
{
    /// <summary>Nome exibido do dado.</summary>
    string Name { get; }

    /// <summary>Quantidade de faces do dado.</summary>
    int SideCount { get; }

    /// <summary>Faces do dado.</summary>
    Godot.Collections.Array<T> Sides { get; }

    /// <summary>Localização atual do dado.</summary>
    DiceLocation Location { get; }

    /// <summary>Valida os dados informados na construção do dado.</summary>
    void ValidateConstructor();
}
